//! The shape every game record shares: its tags, what the game reads besides them and
//! its body (its head), the body in source order, and where the record stands.
//!
//! A game names its record `Record<Head, Item>` with its own head and body items (see
//! each game's `ast` module); the lookups by tag and by entry are written here once.

use super::Span;
use super::header::{RawTag, find_tag};
use super::parse;

/// One game record: its tags, its head and its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<Head, Item> {
    /// The tags, in order (unknown tags are kept).
    pub tags: Vec<RawTag>,
    /// What the game reads besides the tags and the body: the blocks written before the
    /// body (Kaitō's layout, Samouraï's board) or how the sheet is written (Kamisado).
    pub head: Head,
    /// The body, in source order.
    pub items: Vec<Item>,
    /// The whole record in the text.
    pub span: Span,
}

// Not derived: a default record needs a default head, not a default item.
impl<Head: Default, Item> Default for Record<Head, Item> {
    fn default() -> Self {
        Record {
            tags: Vec::new(),
            head: Head::default(),
            items: Vec::new(),
            span: Span::default(),
        }
    }
}

/// An item of a record's body that may be an entry (a ply, or a player's turn).
pub trait EntryItem {
    /// What an entry is in this game.
    type Entry;
    /// The entry, if this item is one.
    fn entry(&self) -> Option<&Self::Entry>;
}

/// `impl EntryItem` for a game's own body item enum, whose entries are the items of one
/// variant: `entry_item!(Item::Turn(TurnLine))`.
macro_rules! entry_item {
    ($item:ident :: $variant:ident ($entry:ty)) => {
        impl $crate::core::record::EntryItem for $item {
            type Entry = $entry;

            fn entry(&self) -> Option<&$entry> {
                match self {
                    $item::$variant(e) => Some(e),
                    _ => None,
                }
            }
        }
    };
}
pub(crate) use entry_item;

impl<E> EntryItem for parse::Item<E> {
    type Entry = E;

    fn entry(&self) -> Option<&E> {
        match self {
            parse::Item::Entry(e) => Some(e),
            _ => None,
        }
    }
}

impl<Head, Item: EntryItem> Record<Head, Item> {
    /// The first tag with this key (ASCII case-insensitive).
    pub fn tag(&self, key: &str) -> Option<&RawTag> {
        find_tag(&self.tags, key)
    }

    /// The entries of the body, in order.
    pub fn entries(&self) -> impl Iterator<Item = &Item::Entry> {
        self.items.iter().filter_map(Item::entry)
    }

    /// The entry at index `item` of the body, if that item is one (a replayed ply names
    /// the item it was read from).
    pub fn entry_at(&self, item: usize) -> Option<&Item::Entry> {
        self.items.get(item)?.entry()
    }
}
