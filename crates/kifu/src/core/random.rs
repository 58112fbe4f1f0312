//! The seeded source of random records (`kifu gen`) that every game's generator draws
//! from: the same seed gives the same records.

use indexmap::IndexMap;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded random stream and the number of records drawn from it.
pub struct Seeded {
    rng: ChaCha8Rng,
    seed: u64,
    count: u64,
}

impl Seeded {
    /// The stream for `seed`.
    pub fn new(seed: u64) -> Seeded {
        Seeded {
            rng: ChaCha8Rng::seed_from_u64(seed),
            seed,
            count: 0,
        }
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A number below `n` (0 when `n` is 0; one draw either way).
    pub fn below(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n.max(1) as u64) as usize
    }

    /// Counts one more record.
    pub fn next_record(&mut self) {
        self.count += 1;
    }

    /// The `Seed` and `Record` tags of the current record.
    pub fn tag(&self, tags: &mut IndexMap<String, String>) {
        tags.insert("Seed".to_string(), self.seed.to_string());
        tags.insert("Record".to_string(), self.count.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Seeded::new(7), Seeded::new(7));
        let xs: Vec<usize> = (0..20).map(|_| a.below(10)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(10)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&x| x < 10));
        assert_eq!(a.below(0), 0);
        a.next_record();
        a.next_record();
        let mut tags = IndexMap::new();
        a.tag(&mut tags);
        assert_eq!(tags["Seed"], "7");
        assert_eq!(tags["Record"], "2");
        assert_eq!(a.seed(), 7);
    }
}
