//! Kamisado's words for the blank score sheet (`kifu sheet`), in English, French and German.

use crate::Lang;
use crate::core::words::{FormWords, KamisadoForm, SheetWords};

/// The sheets, one per language ([`GameInfo::sheets`](crate::GameInfo::sheets)).
pub static SHEETS: [SheetWords; 3] = [
    SheetWords::new(
        Lang::En,
        FormWords::Kamisado(&KamisadoForm {
            black: "Black",
            white: "White",
            match_length: "Match: ☐ simple (1)  ☐ standard (3)  ☐ long (7)  ☐ marathon (15)",
            fill: "Fill",
            from_left: "from left",
            from_right: "from right",
            columns: ["Tower", "Dir.", "Dist.", "Landing"],
            help: "Direction: ↑ straight  ↖ diagonal left  ↗ diagonal right  ↓ pushed back. A blocked tower: 0 and the colour it stands on.",
        }),
    ),
    SheetWords::new(
        Lang::Fr,
        FormWords::Kamisado(&KamisadoForm {
            black: "Noir",
            white: "Blanc",
            match_length: "Partie : ☐ simple (1)  ☐ standard (3)  ☐ longue (7)  ☐ marathon (15)",
            fill: "Remplissage",
            from_left: "par la gauche",
            from_right: "par la droite",
            columns: ["Tour", "Dir.", "Cases", "Arrivée"],
            help: "Direction : ↑ tout droit  ↖ diagonale gauche  ↗ diagonale droite  ↓ repoussée. Tour bloquée : 0 et la couleur de sa case.",
        }),
    ),
    SheetWords::new(
        Lang::De,
        FormWords::Kamisado(&KamisadoForm {
            black: "Schwarz",
            white: "Weiß",
            match_length: "Partie: ☐ einfach (1)  ☐ Standard (3)  ☐ lang (7)  ☐ Marathon (15)",
            fill: "Aufstellung",
            from_left: "von links",
            from_right: "von rechts",
            columns: ["Turm", "Richt.", "Felder", "Ziel"],
            help: "Richtung: ↑ gerade  ↖ diagonal links  ↗ diagonal rechts  ↓ zurückgeschoben. Blockierter Turm: 0 und die Farbe seines Feldes.",
        }),
    ),
];
