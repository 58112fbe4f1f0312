### kasane's messages in English (Project Fluent syntax). Ids start with `kasane-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


## Syntax: reading the sheet

kasane-did-you-mean = did you mean `{ $name }`?
kasane-found-token = `{ $token }`
kasane-found-end-of-line = the end of the line
kasane-wanted-close-card = `)` to close the card
kasane-wanted-round-end = nothing after the round number
kasane-wanted-combination-or-end = `:` and a combination, or the end of the turn
kasane-wanted-turn-end = the end of the turn
kasane-syntax-points = expected the points after `=`
kasane-syntax-points-label = points expected
kasane-syntax-points-help = write the points the combination scores: `= 3`
kasane-syntax-bad-final = expected `Name points` in the final line
kasane-syntax-bad-final-label = name and score expected
kasane-syntax-bad-final-help = write `Final: Aiko 14, Ben 12, Chie 9`
kasane-syntax-expected-combination = expected a combination's name after `:`
kasane-syntax-expected-combination-label = combination name expected
kasane-syntax-expected-combination-help = name the combination before its cards, e.g. `: Kasane 2 2`; the names: { $names }
kasane-syntax-unknown-combination = `{ $name }` is not a combination
kasane-syntax-unknown-combination-label = unknown combination
kasane-syntax-unknown-combination-help = the combinations: { $names } (romaji, kanji or English)
kasane-syntax-expected-player = expected a player's name, found { $found }
kasane-syntax-expected-player-label = player name expected
kasane-syntax-expected-player-help = a turn is `Name row`, e.g. `Aiko 2`; other lines are `Round N`, `Grid: …` and `Final: …`
kasane-syntax-expected-row = expected the row taken after `{ $player }`, found { $found }
kasane-syntax-expected-row-label = row number expected
kasane-syntax-expected-row-help = write the row taken after the name: `{ $player } 2`
kasane-syntax-expected-row-help-keyword = did you mean `{ $keyword }`? A turn is the player's name and the row taken: `{ $player } 2`
kasane-syntax-expected-cards = expected the cards of { $combination }
kasane-syntax-expected-cards-label = cards expected
kasane-syntax-expected-cards-help = list the cards laid from the hand, left to right: `: { $combination } 2 2`
kasane-syntax-bad-card = `{ $token }` is not a card
kasane-syntax-bad-card-label = not a card
kasane-syntax-bad-card-help-spaces = write one card at a time, separated by spaces: `2 2`, not `22`
kasane-syntax-card-help = a card is 1 to 9, or +1
kasane-syntax-expected-card = expected a card
kasane-syntax-expected-card-label = card expected
kasane-syntax-bad-number = `{ $token }` is too large
kasane-syntax-bad-number-label = number too large
kasane-syntax-unexpected = expected { $wanted }, found `{ $token }`
kasane-syntax-unexpected-label = unexpected
kasane-syntax-unexpected-help = a turn is `Name row (card) : Combination cards = points`, e.g. `Aiko 2 (2) : Kasane 2 2 = 1`; the parts after the row are optional
kasane-syntax-unexpected-end = expected { $wanted }, found the end of the line
kasane-syntax-unexpected-end-label = missing

kasane-tag-no-players = the record has no [Players] tag
kasane-tag-no-players-label = players unknown
kasane-tag-no-players-help = list the players in seating order, the first to play first: [Players "Aiko, Ben, Chie, Dai"]
kasane-tag-empty-name = a player's name is empty
kasane-tag-empty-name-label = empty name
kasane-tag-empty-name-help = separate the names with commas: [Players "Aiko, Ben, Chie"]
kasane-tag-keyword-name = a player cannot be named `{ $name }`
kasane-tag-keyword-name-label = a keyword
kasane-tag-keyword-name-help = `{ $name } 2` would read as the header of round 2, not as a turn: give this player another name
kasane-tag-name-twice = `{ $name }` is listed twice
kasane-tag-name-twice-label = same name twice
kasane-tag-name-twice-help = give every player a different name
kasane-player-count = Colors of Kasane is played by 3 or 4 players, not { $count }
kasane-tag-player-count-label = { $count } players
kasane-tag-player-count-help = list 3 or 4 names, separated by commas
kasane-tag-boxes = bad box table: { $why }
kasane-tag-boxes-label = bad box
kasane-tag-boxes-help = write `Name: n=points …` for each combination, separated by `;`, e.g. [Boxes "Kasane: 2=1 2=1 3=3; Juu: 2=1 3=3"]
kasane-tag-unknown-variant = unknown variant `{ $word }`
kasane-tag-unknown-variant-label = unknown variant
kasane-tag-unknown-variant-help = the variants are `plus-one` (a combination may follow a +1 card) and `blocked-twos` (3 players: marbles on a box 2 of Juu and of Kasane)
kasane-tag-blocked-twos-with-four = the blocked-twos variant is for 3 players; it is ignored with 4
kasane-tag-blocked-twos-with-four-label = 3-player variant
kasane-tag-blocked-twos-with-four-help = remove `blocked-twos` from [Variant]
kasane-boxes-expected-name = expected `Name: boxes`, e.g. `Kasane: 2=1 2=1 3=3`
kasane-boxes-unknown-combination = unknown combination `{ $name }`
kasane-boxes-given-twice = { $combination } is given twice
kasane-boxes-bad-box = bad box `{ $token }`: write `n=points` or `n+=points`
kasane-boxes-cards = a box takes 2 to 13 cards, not { $cards }
kasane-boxes-points = { $points } points is too many
kasane-boxes-too-many = { $combination } has more than { $count } boxes
kasane-boxes-file-label = here
kasane-boxes-file-help = one combination per line: `Kasane: 2=1 2=1 3=3 3=3 4=6` (see fixtures/kasane/boxes-default.txt)

## Rules: replaying the moves

kasane-illegal-no-grid = no grid has been dealt for this round
kasane-illegal-game-over = the game is over
kasane-illegal-no-such-row = there is no row { $row }: the grid has { $rows } rows
kasane-illegal-empty-row = row { $row } has no card left
kasane-illegal-combination-after-plus-one = no combination may be made in the turn a +1 card is taken
kasane-illegal-not-enough-cards = the combination needs { $wanted } cards from the hand, which holds { $hand }
kasane-illegal-top-card-too-early = the top card of the play area may only be used from the second combination on
kasane-illegal-top-card-plus-one = the top card of the play area is a +1, which cannot start a combination
kasane-illegal-not-matching = these cards are not { $combination }
kasane-illegal-no-box = { $combination } has no box for { $cards } cards
kasane-illegal-box-used = every box { $cards } of { $combination } already has a marble
kasane-deal-not-now = a grid can only be dealt when a round starts
kasane-deal-shape = the grid must have { $rows } rows of { $len } cards
kasane-deal-not-in-deck = only { $left } { $card } card(s) are left to deal, the grid has { $wanted }
kasane-condition-kasane = all cards of one number
kasane-condition-juu = cards adding up to 10
kasane-condition-sakura-chirashi = exactly 1, 2 and 6 in any order
kasane-condition-chidori = exactly 3, 8 and 9 in any order
kasane-condition-asanoha = exactly 4, 5 and 7 in any order
kasane-condition-kagen-no-tsuki = cards from 1 to 5, strictly rising or falling
kasane-condition-jyougen-no-tsuki = cards from 5 to 9, strictly rising or falling
kasane-condition-katyou-fugetsu = odd cards only
kasane-condition-setsu-getsu-fuka = even cards only
kasane-a-card = { $value ->
    [8] an { $card }
   *[other] a { $card }
}
kasane-cards-numbered = { $count ->
    [one] one card numbered { $value }
   *[other] { $count } cards numbered { $value }
}
kasane-plus-one-cards = { $count ->
    [one] one +1 card
   *[other] { $count } +1 cards
}
kasane-joined-and = { $first } and { $then }
kasane-joined-or = { $first } or { $then }
kasane-joined-comma = { $first }, { $then }
kasane-quoted = `{ $text }`
kasane-rule-should-be = should be { $value }
kasane-rule-round-not-finished = round { $round } is not finished: { $why }
kasane-rule-round-not-finished-help = a round ends when { $cards } cards are left in the grid; { $player } is to play
kasane-rule-more-cards = { $count } more card(s) must be taken
kasane-rule-no-new-grid-yet = no new grid yet
kasane-rule-round-too-early-label = round started too early
kasane-rule-grid-too-early-label = grid dealt too early
kasane-rule-round-number = this is round { $round }, not round { $written }
kasane-rule-round-number-help = write `Round { $round }`
kasane-rule-grid-size = with { $players } players the grid is { $rows } rows of { $len } cards; this one has rows of { $found }
kasane-rule-grid-size-label = { $rows } rows of { $len } cards expected
kasane-rule-grid-size-help = write { $rows } rows of { $len } cards, front card first, separated by `/`
kasane-rule-grid-cards = only { $cards } left to deal { $why }, and this grid has more
kasane-rule-grid-cards-last = counting the discarded cards shuffled back for the last round
kasane-rule-grid-cards-pile = in the pile (discarded cards only come back for the last round)
kasane-rule-grid-cards-label = one { $card } too many
kasane-rule-grid-cards-help = cards left to deal: { $cards }
kasane-rule-no-grid-now = no grid can be dealt now
kasane-rule-no-grid-yet = no grid has been dealt yet
kasane-rule-no-next-grid = round { $round } is over; the next grid has not been dealt
kasane-rule-no-grid-label = no grid to take from
kasane-rule-no-grid-help = write `Round { $round }` and the `Grid: …` line (rows, front card first) before the turns
kasane-rule-unknown-player = `{ $name }` is not one of the players
kasane-rule-unknown-player-label = unknown player
kasane-rule-move-number-help = Colors of Kasane records have no move numbers: write the turn as `{ $player } …`
kasane-rule-unknown-player-help-near = did you mean `{ $name }`? It is { $player }'s turn
kasane-rule-unknown-player-help = the players are { $players }; it is { $player }'s turn
kasane-rule-the-players = the players are { $players }
kasane-rule-wrong-player = it is { $player }'s turn, not { $written }'s
kasane-rule-wrong-player-label = { $player } plays now
kasane-rule-wrong-player-help = players take turns clockwise in the order of [Players]; { $player } starts round { $round } (the first player moves one seat each round)
kasane-rule-no-such-row = there is no row { $row }: the grid has rows 1 to { $rows }
kasane-rule-no-such-row-label = rows are 1 to { $rows }
kasane-rule-empty-row-label = empty row
kasane-rule-row-front = row { $row } ({ $card })
kasane-rule-fronts = the rows with cards: { $rows }
kasane-rule-wrong-card = the front card of row { $row } is { $card }, not { $written }
kasane-rule-wrong-card-label = row { $row } gives { $card }
kasane-rule-wrong-card-help-row = did you mean row { $row }? Its front card is { $card }
kasane-rule-wrong-card-help = the front card of row { $row } is { $card }; { $fronts }
kasane-rule-wrong-points = { $combination } with { $cards } cards scores { $points }, not { $written }
kasane-rule-wrong-points-label = scores { $points }
kasane-rule-wrong-points-help = the marble goes on box { $box_number } of { $combination } ({ $boxes }); write `= { $points }`
kasane-rule-box = { $cards } cards → { $points } pts{ $marble ->
    [yes] {" "}(marble)
   *[no] {""}
}
kasane-rule-boxes = boxes: { $boxes }
kasane-rule-boxes-capital = Boxes: { $boxes }
kasane-rule-boxes-help = { $boxes }. { $possible }
kasane-rule-which-row-none = no row's front card is { $card }
kasane-rule-which-row-none-label = no row gives this card
kasane-rule-which-row-none-help = write the row taken before the card; { $fronts }
kasane-rule-which-row = the row is left out, but rows { $rows } have { $card } in front
kasane-rule-which-row-label = which row?
kasane-rule-which-row-help = write the row taken before the card, e.g. `{ $player } { $row } ({ $card })`
kasane-rule-nothing-possible = No combination can be laid after this take: write `{ $turn }` alone.
kasane-rule-possible = What can be laid here: { $combinations }.
kasane-rule-plus-one-label = a +1 card was taken
kasane-rule-plus-one-help = the +1 card is laid at once for 1 point and ends the turn: write `{ $turn }` alone (or play with [Variant "plus-one"])
kasane-rule-hand-holds = the hand holds { $count } card(s), not { $written }
kasane-rule-end-with-taken = a combination must end with the card just taken ({ $card })
kasane-rule-not-right-end = these are not the { $count } card(s) at the right end of the hand ({ $cards })
kasane-rule-not-in-hand-label = not the right end of the hand
kasane-rule-not-in-hand-help = { $player }'s hand is now { $hand } (left to right); cards are laid from its right end, in order. { $possible }
kasane-rule-not-in-hand-help-top = did you mean `{ $combination }`? The top card of the play area is marked with `^`. { $rest }
kasane-rule-top-plus-one-help = the last card laid is a +1, which cannot be used: drop the `^` card
kasane-rule-top-too-early-help = { $player } has completed no combination yet: drop the `^` card
kasane-rule-top-unusable-label = top card not usable
kasane-rule-wrong-top-card = the top card of the play area is { $card }, not { $written }
kasane-rule-wrong-top-card-label = the top card is { $card }
kasane-rule-wrong-top-card-help = write `^{ $card }`
kasane-rule-make-nothing = { $cards } make no combination
kasane-rule-make-no-free-box = { $cards } make { $combinations }, but no free box takes { $count } cards
kasane-rule-make-near = did you mean { $first }? { $cards } make { $combinations }
kasane-rule-not-the-combination = { $cards } are not { $combination }: { $combination } needs { $condition }
kasane-rule-not-the-combination-label = not { $combination }
kasane-rule-not-the-combination-help = { $what }. { $possible }
kasane-rule-not-the-combination-help-need = { $what }; { $need }. { $possible }
kasane-need-juu-more = they add up to { $sum }: Juu needs { $more } more
kasane-need-juu-over = they add up to { $sum }, not 10
kasane-need-kasane = Kasane needs every card to be a { $card }, like the card just taken (not { $others })
kasane-need-not-even = { $cards } { $count ->
    [one] is
   *[other] are
} even
kasane-need-not-odd = { $cards } { $count ->
    [one] is
   *[other] are
} odd
kasane-need-strictly = { $cards } must rise or fall strictly, each card different
kasane-need-range = { $cards } { $count ->
    [one] is
   *[other] are
} outside { $low }–{ $high }
kasane-need-exactly = { $combination } needs exactly three cards, { $cards } once each
kasane-need-missing = { $combination } is missing { $cards }
kasane-rule-no-box-label = { $count } card(s)
kasane-rule-box-used-label = no empty box { $cards }
kasane-rule-filled-here = { $player } filled it here
kasane-rule-illegal-combination-label = illegal combination
kasane-rule-final-too-early = the game is not over: round { $round } of { $rounds } is being played
kasane-rule-final-too-early-label = game not over
kasane-rule-final-too-early-help = the final scores come after the last turn of the last round
kasane-rule-second-final = a record has one final line; this is a second one
kasane-rule-second-final-label = second final line
kasane-rule-second-final-first = the first one
kasane-rule-second-final-help = keep one `Final: …` line
kasane-rule-final-twice = { $player } is listed twice in the final line
kasane-rule-final-twice-label = listed again
kasane-rule-final-twice-help = give each player's score once
kasane-rule-final-score = { $player }'s final score is { $total }, not { $written }
kasane-rule-final-missing = the final line has no score for { $players }
kasane-rule-final-missing-label = scores missing
kasane-rule-final-missing-help-semicolon = `;` starts a comment, so the scores after it are not read: separate the scores with commas, `Final: Aiko 14, Ben 12`
kasane-rule-final-missing-help = give every player's score, or leave the final line out
kasane-breakdown = { $total } = { $play } during play { $bonus }
kasane-breakdown-full = { $total } = { $play } during play { $bonus } + { $full } for laying all 12 cards
kasane-breakdown-colours = + { $bonus } for { $colours } colour(s) among { $laid } cards laid
kasane-breakdown-few = (only { $laid } cards laid: no colour bonus below 8)
kasane-rule-after-end = the game is over: all { $rounds } rounds have been played
kasane-rule-after-end-label = after the end of the game
kasane-rule-after-end-help = only a `Final: …` line and comments may follow the last round
kasane-rule-missing-turn = it is { $player }'s turn, not { $written }'s: { $player }'s turn is not written before this line
kasane-rule-missing-last-turn = round { $round } is not finished: its last turn, { $player }'s, is not written before this line
kasane-rule-missing-turn-label-one = `{ $turn }` is missing before this line
kasane-rule-missing-turn-help-one = write `{ $turn }` before this line
kasane-rule-missing-turn-label = a turn of { $player }'s is missing before this line
kasane-rule-missing-turn-help = write { $player }'s turn before this line: { $turns }{ $more ->
    [yes] , …
   *[no] {""}
} (what follows replays under each)


## Other texts: outcomes, pictures, moves

kasane-picture-to-play = Round { $round }: { $player } to play
kasane-picture-before-deal = Before the first deal
kasane-picture-round-over = Round { $round } over: round { $next } to deal
kasane-picture-winner = Game over: { $player } wins
kasane-picture-shared-win = Game over: shared win ({ $players })
kasane-picture-grid = Grid (front card first)
kasane-picture-row = row { $row }: { $cards }
kasane-picture-points = { $points } pts
kasane-picture-points-final = { $points } pts (final)
kasane-picture-hand = hand: { $cards }
kasane-picture-area = area: { $cards }
kasane-picture-marbles = Combination cards ({ $marble } = marble)
kasane-picture-svg-row = row { $row }
kasane-picture-svg-player = { $player }: { $points } pts
kasane-picture-svg-player-to-play = { $player }: { $points } pts (to play)
kasane-picture-svg-hand = hand
kasane-picture-svg-area = area


## moves: pictures (the viewers' round results, `kifu moves`)

kasane-picture-game-over = Game over · { $outcome }
kasane-picture-round-result = Round { $round } over · { $scores } points
kasane-picture-player = { $player }
kasane-picture-nobody = {""}
kasane-moves-none = { $outcome }; no turns to play
kasane-moves-count = { $count ->
    [one] { $count } legal turn
   *[other] { $count } legal turns
}

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kasane-sheet-player = Player
kasane-sheet-player-number = Player { $number }
kasane-sheet-grid = Grid
kasane-sheet-row = Row
kasane-sheet-card = Card
kasane-sheet-combination = Combination
kasane-sheet-points = Pts
kasane-sheet-total = Total
kasane-sheet-help = A game has 3 rounds with 3 players, 4 with 4. Grid: the cards dealt, row by row (3 players: 3 rows of 5; 4 players: 4 rows of 4). Each turn: the player, the row, the card taken, the combination completed and its points.

## errors: requests

kasane-no-json-moves = kifu moves --format json is not available for kasane
kasane-no-start-position = perft needs a start position, and Colors of Kasane has none: every round is a new deal (use `kifu moves` on a record)

## i18n: import
# The notes of a JSON record read back as notation (`kifu convert --to kasane`).
kasane-import-unfit-word = `{ $field }` is `{ $given }`, which a record cannot hold
kasane-import-no-replay = the record does not replay
kasane-import-card-disagrees = `card` says `{ $given }`, but row { $row } held { $held }: written `{ $held }` instead
