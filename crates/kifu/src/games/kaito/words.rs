//! Kaitō's words for the blank score sheet (`kifu sheet`), in English, French and German.

use crate::Lang;
use crate::core::words::{FormWords, SheetWords, TwoSidesForm};

/// The sheets, one per language ([`GameInfo::sheets`](crate::GameInfo::sheets)).
pub static SHEETS: [SheetWords; 3] = [
    SheetWords::new(
        Lang::En,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Red", "Black"],
            fields: &["First", "Layout"],
            columns: &[("To", 20.0), ("Captured", 30.0), ("Exchange", 37.0)],
            help: "To: the square the Kaito goes to. Captured: the token taken (rS, bH, r1…). Exchange: = H 3+2.",
        }),
    ),
    SheetWords::new(
        Lang::Fr,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Rouge", "Noir"],
            fields: &["Premier", "Disposition"],
            columns: &[("Vers", 20.0), ("Pris", 30.0), ("Échange", 37.0)],
            help: "Vers : la case où va le Kaito. Pris : le jeton capturé (rS, bH, r1…). Échange : = H 3+2.",
        }),
    ),
    SheetWords::new(
        Lang::De,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Rot", "Schwarz"],
            fields: &["Beginn", "Aufbau"],
            columns: &[("Nach", 20.0), ("Geschlagen", 30.0), ("Tausch", 37.0)],
            help: "Nach: das Feld, auf das der Kaito zieht. Geschlagen: der genommene Stein (rS, bH, r1…). Tausch: = H 3+2.",
        }),
    ),
];
