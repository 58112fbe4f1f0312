//! Kamisado's words for the blank score sheet (`kifu sheet`), in English, French and German:
//! `words/<lang>.ftl` in this folder.

use crate::core::words::{Form, SheetWords};

/// The sheets, one per language ([`GameInfo::sheets`](crate::GameInfo::sheets)).
pub static SHEETS: [SheetWords; 3] = crate::sheet_words!(Form::Kamisado);
