//! Samouraï's words for the blank score sheet (`kifu sheet`), in English, French and German.

use crate::Lang;
use crate::core::words::{FormWords, SheetWords, TwoSidesForm};

/// The sheets, one per language ([`GameInfo::sheets`](crate::GameInfo::sheets)).
pub static SHEETS: [SheetWords; 3] = [
    SheetWords::new(
        Lang::En,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Red", "Black"],
            fields: &["Board"],
            columns: &[("Move", 42.0), ("Dist.", 14.0), ("Square", 31.0)],
            help: "Move: from–to (g1-k5), + for the bonus move after anzen. Square: taiyō, ryū, washi, katana, ho bo, shiro, anzen.",
        }),
    ),
    SheetWords::new(
        Lang::Fr,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Rouge", "Noir"],
            fields: &["Plateau"],
            columns: &[("Coup", 42.0), ("Cases", 14.0), ("Case", 31.0)],
            help: "Coup : départ–arrivée (g1-k5), + pour le coup bonus après l'anzen. Case : taiyō, ryū, washi, katana, ho bo, shiro, anzen.",
        }),
    ),
    SheetWords::new(
        Lang::De,
        FormWords::TwoSides(&TwoSidesForm {
            sides: ["Rot", "Schwarz"],
            fields: &["Brett"],
            columns: &[("Zug", 42.0), ("Felder", 14.0), ("Feld", 31.0)],
            help: "Zug: von–nach (g1-k5), + für den Bonuszug nach Anzen. Feld: taiyō, ryū, washi, katana, ho bo, shiro, anzen.",
        }),
    ),
];
