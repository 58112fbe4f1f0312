//! A move in the terms of a score sheet (the tower, the step, the landing colour): what
//! suggestions and the settled readings of abbreviations write.

use super::board::{Colour, Direction, Tower};
use super::notation::{Style, write_move};
use super::rules::{Move, Position};

/// A resolved entry, in the terms of a score sheet: for suggestions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    /// The tower that moves.
    pub tower: Colour,
    /// `None` for a blocked `0`.
    pub step: Option<(Direction, u8)>,
    /// The colour it lands on.
    pub landing: Colour,
}

impl Written {
    /// As on the sheet, in English with arrows: `Red ↗3 Blue`, `Green 0 Pink`.
    pub fn text(&self) -> String {
        self.write(&Style::ENGLISH_ARROWS)
    }

    /// As a sheet in `style` writes it: `Marron Devant 4 Jaune`.
    pub fn write(&self, style: &Style) -> String {
        write_move(self.tower, self.step, self.landing, style)
    }

    /// What a legal move looks like on the sheet.
    pub fn of(pos: &Position, mv: Move) -> Option<Written> {
        let side = pos.turn();
        match mv {
            Move::Step { colour, from, to } => {
                let (d, n) = Direction::between(side, from, to)?;
                Some(Written {
                    tower: colour,
                    step: Some((d, n)),
                    landing: to.colour(),
                })
            }
            Move::Oshi { colour, from, .. } => {
                let to = from.step(0, side.forward())?;
                Some(Written {
                    tower: colour,
                    step: Some((Direction::Straight, 1)),
                    landing: to.colour(),
                })
            }
            Move::Pass => {
                let c = pos.required()?;
                Some(Written {
                    tower: c,
                    step: None,
                    landing: pos.square_of(Tower::new(side, c)).colour(),
                })
            }
        }
    }
}
