//! Reading a photographed tick-box score sheet (`kifu scan`).
//!
//! [`read`] finds the form in a photo and measures every box; [`settle`] turns the confidences measured for every box into the most plausible record
//! that replays under the rules, flagging every entry it could not settle.

pub mod read;
pub mod settle;
