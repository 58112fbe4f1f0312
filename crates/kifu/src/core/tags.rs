//! The tags of a record's header as a game's parser meets them ([`Body::header_tag`]):
//! before the moves they are kept, after them they are out of place.

use super::Problem;
use super::header::RawTag;
use super::parse::{Body, BodyItem};
use crate::message::Message;

impl<I: BodyItem> Body<'_, I> {
    /// The tag (`[Key "Value"]`) at `start`, read (see [`Body::read_tag`]), if it stands
    /// before the moves. After them it is the game's `code` problem ("a tag after the
    /// moves", with `help`) and an invalid stretch; `None` then, as for a tag that cannot
    /// be read.
    pub fn header_tag(
        &mut self,
        start: usize,
        code: &'static str,
        help: impl Into<Message>,
    ) -> Option<RawTag> {
        let raw = self.read_tag(start)?;
        if !self.seen_body {
            return Some(raw);
        }
        self.problems.push(
            Problem::error(code, raw.span, Message::new("record-tag-after-moves"))
                .with_label(Message::new("record-tag-after-moves-label"))
                .with_help(help),
        );
        self.items.push(I::invalid(raw.span));
        None
    }
}
