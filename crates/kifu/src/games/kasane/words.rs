//! Colors of Kasane's words for the blank score sheet (`kifu sheet`), in English, French
//! and German.

use crate::Lang;
use crate::core::words::{FormWords, KasaneForm, SheetWords};

/// The sheets, one per language ([`GameInfo::sheets`](crate::GameInfo::sheets)).
pub static SHEETS: [SheetWords; 3] = [
    SheetWords::new(
        Lang::En,
        FormWords::Kasane(&KasaneForm {
            player: "Player",
            grid: "Grid",
            row: "Row",
            card: "Card",
            combination: "Combination",
            points: "Pts",
            total: "Total",
            help: "A game has 3 rounds with 3 players, 4 with 4. Grid: the cards dealt, row by row (3 players: 3 rows of 5; 4 players: 4 rows of 4). Each turn: the player, the row, the card taken, the combination completed and its points.",
        }),
    ),
    SheetWords::new(
        Lang::Fr,
        FormWords::Kasane(&KasaneForm {
            player: "Joueur",
            grid: "Grille",
            row: "Rangée",
            card: "Carte",
            combination: "Combinaison",
            points: "Pts",
            total: "Total",
            help: "Une partie compte 3 manches à 3 joueurs, 4 à 4. Grille : les cartes posées, rangée par rangée (3 joueurs : 3 rangées de 5 ; 4 joueurs : 4 rangées de 4). À chaque tour : le joueur, la rangée, la carte prise, la combinaison réalisée et ses points.",
        }),
    ),
    SheetWords::new(
        Lang::De,
        FormWords::Kasane(&KasaneForm {
            player: "Spieler",
            grid: "Auslage",
            row: "Reihe",
            card: "Karte",
            combination: "Kombination",
            points: "Pkt.",
            total: "Summe",
            help: "Eine Partie hat 3 Runden zu dritt, 4 zu viert. Auslage: die ausgelegten Karten, Reihe für Reihe (zu dritt 3 Reihen zu 5, zu viert 4 Reihen zu 4). Jeder Zug: Spieler, Reihe, genommene Karte, erfüllte Kombination und ihre Punkte.",
        }),
    ),
];
