//! Reading a photographed tick-box score sheet (`kifu scan`).
//!
//! [`settle`] turns the confidences measured for every box into the most plausible record
//! that replays under the rules, flagging every entry it could not settle.

pub mod settle;
