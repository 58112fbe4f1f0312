### kaito's messages in English (Project Fluent syntax). Ids start with `kaito-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# The sides, by their names (`Red`), with the colour as an adjective (`.adj`: `red`).
kaito-side-red = Red
    .adj = red
kaito-side-black = Black
    .adj = black

# What a token shows (`.plural`: several of them).
kaito-kind-katana = Katana
    .plural = Katanas
kaito-kind-kabuto = Kabuto
    .plural = Kabutos
kaito-kind-mon1 = 1-Mon token
    .plural = 1-Mon tokens
kaito-kind-mon2 = 2-Mon token
    .plural = 2-Mon tokens
kaito-kind-mon3 = 3-Mon token
    .plural = 3-Mon tokens

# A token: its colour and what it shows.
kaito-piece-red-katana = red Katana
    .plural = red Katanas
kaito-piece-red-kabuto = red Kabuto
    .plural = red Kabutos
kaito-piece-red-mon1 = red 1-Mon token
    .plural = red 1-Mon tokens
kaito-piece-red-mon2 = red 2-Mon token
    .plural = red 2-Mon tokens
kaito-piece-red-mon3 = red 3-Mon token
    .plural = red 3-Mon tokens
kaito-piece-black-katana = black Katana
    .plural = black Katanas
kaito-piece-black-kabuto = black Kabuto
    .plural = black Kabutos
kaito-piece-black-mon1 = black 1-Mon token
    .plural = black 1-Mon tokens
kaito-piece-black-mon2 = black 2-Mon token
    .plural = black 2-Mon tokens
kaito-piece-black-mon3 = black 3-Mon token
    .plural = black 3-Mon tokens

## Syntax: reading the sheet

kaito-syntax-entry-help = an entry is the Kaito's destination square, optionally what it took and an exchange: `c2`, `c2 x bS`, `a6 x rH = H 3+2`
kaito-syntax-not-move-number = not a move number
kaito-syntax-move-number-help = write a move number with a dot (`12.`); squares are a1 to f6
kaito-syntax-not-square = not a square a1 to f6
kaito-syntax-tag-after-moves = a tag after the moves
kaito-syntax-tag-after-moves-label = tag after the moves
kaito-syntax-tag-after-moves-help = put every tag before the layout and the moves
kaito-syntax-duplicate = a second `{ $line }` line
kaito-syntax-duplicate-label = given again here
kaito-syntax-duplicate-first = first given here
kaito-syntax-duplicate-help = a record has one `{ $line }` line; delete one of them
kaito-syntax-too-late = the `{ $line }` line comes after the moves
kaito-syntax-too-late-help = write the tags, then `Layout:` with its six rank lines, then `Kaito: <square>`, then the moves
kaito-layout-label = here
kaito-layout-label-whole = in this layout
kaito-layout-help = the layout is six lines, rank 6 first, each with six tokens for files a-f (rS rH r1 r2 r3, bS bH b1 b2 b3, W); each colour has 7 S, 3 H, three 1, two 2 and two 3, and there are 2 W
kaito-layout-bad-token = '{ $token }' is not a token (r or b, then S Katana, H Kabuto or 1-3 Mons; or W for white)
kaito-layout-wrong-rank-label = this line is rank { $expected }, but it is labelled { $found }
kaito-layout-wrong-length = rank { $rank } has { $found } tokens, not 6 (files a-f)
kaito-layout-wrong-rank-count = the layout has { $count } rank lines, not 6 (ranks 6 down to 1)
kaito-layout-count = { $found } { $piece-plural }, but each colour has exactly { $expected }
kaito-layout-white-count = { $count } white tokens, but the game has exactly 2
kaito-syntax-bad-square = `{ $text }` is not a square a1 to f6
kaito-syntax-square-expected = square expected
kaito-syntax-kaito-square-help = write where the Kaito starts, one of the two white tokens' squares: `Kaito: c5`
kaito-syntax-no-kaito-square = expected the Kaito's starting square after `Kaito:`
kaito-syntax-expected-buy = expected what is bought back after `=`: H (Kabuto) or S (Katana)
kaito-syntax-expected-buy-label = H or S expected
kaito-syntax-expected-payment = expected the Mon tokens paid: their values, 1 to 3, joined by `+`
kaito-syntax-expected-payment-label = payment expected
kaito-syntax-exchange-help = write an exchange as `= H 3+2` (a Kabuto for 5 Mons or more) or `= S 2+2` (a Katana for 4 or more)
kaito-syntax-found-end-of-line = the end of the line
kaito-syntax-found-comment = a comment (a comment cannot stand inside an entry: put it after the entry)
kaito-syntax-found-next-entry = the next entry
kaito-syntax-found-text = `{ $text }`
kaito-syntax-expected-token = expected the captured token after `x`, found { $found }
kaito-syntax-expected-token-label = token expected
kaito-syntax-expected-token-help = a token is r or b, then S (Katana), H (Kabuto) or 1-3 (Mons): `c2 x bS`

## Rules: replaying the moves

# Set-up.
kaito-position-and-layout = a record starts either from a `[Position]` tag or from a layout and a Kaito square, not both
kaito-position-and-layout-label = the layout is given here too
kaito-position-and-layout-related = the position is given here
kaito-position-and-layout-help = keep the `[Position]` tag, or the `Layout:` block and the `Kaito:` line
kaito-first-contradicts = `[First "{ $written }"]` contradicts the position, where { $side } is to move
kaito-first-contradicts-label = { $side } moves first here
kaito-first-contradicts-related = the position
kaito-first-contradicts-help = write `[First "{ $side }"]`, or remove the tag (the position says who moves)
kaito-bad-position = the position is not valid: { $reason }
kaito-bad-position-label = here
kaito-bad-position-help = see grammar/kaito-position.ebnf, e.g. `5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H`
kaito-missing-layout = the record has no `Layout:` block
kaito-missing-layout-label = layout expected in this record
kaito-missing-layout-help = after the tags write `Layout:` and the six rank lines of the tokens as laid out, rank 6 first: `6 rS b1 r2 bH rS b3` (or give a `[Position "…"]` tag)
kaito-missing-kaito = the record has no `Kaito:` line
kaito-missing-kaito-label = `Kaito: <square>` expected in this record
kaito-missing-kaito-help-squares = after the layout write where the second player put the Kaito: `Kaito: { $first }` or `Kaito: { $second }` (the white tokens' squares)
kaito-missing-kaito-help = after the layout write where the second player put the Kaito, one of the white tokens' squares: `Kaito: c5`
kaito-bad-kaito-square-label = not a white token's square
kaito-bad-kaito-square-help = did you mean `Kaito: { $first }` or `Kaito: { $second }`?
kaito-missing-first = the record does not say who moves first
kaito-missing-first-label = `[First "Red"]` or `[First "Black"]` expected
kaito-missing-first-help = add a tag `[First "Red"]` or `[First "Black"]`: the Kaito starts showing that player's colour
kaito-bad-first = `{ $written }` is not a side
kaito-bad-first-label = Red or Black expected
kaito-bad-first-help = write `[First "Red"]` or `[First "Black"]` (rouge/noir, rot/schwarz work too)
kaito-setup-not-a-white-square = the Kaito starts on a white token's square ({ $first }, { $second }), not on { $square }
kaito-setup-too-many = { $found } { $piece-plural } between the board and the captures, but the game has { $max }
kaito-setup-both-lost = both sides are missing their last Kabuto or Katana; only one of them can have lost

# The numbering warning's help, by who moves first.
kaito-numbering-help-red = number the lines 1, 2, 3 …, Red's entry then Black's (`kifu fmt` renumbers)
kaito-numbering-help-black = number the lines 1, 2, 3 …, Black's entry then Red's (`kifu fmt` renumbers)

# The rules a turn breaks.
kaito-rule-game-over = the game is already over ({ $outcome })
kaito-rule-stands-still = the Kaito is already on { $at }; it must move
kaito-rule-not-orthogonal = the Kaito on { $from } moves only vertically or horizontally, and { $to } is on neither its file nor its rank
kaito-rule-empty-destination = { $at } is empty; the Kaito must end its move on a token
kaito-rule-second-exchange = only one Mon exchange is allowed per turn
kaito-rule-exchange-after-end = the capture has just ended the game ({ $outcome }), so no exchange can follow
kaito-rule-not-held-by-opponent = the opponent holds none of the mover's { $buy-plural }, so there is none to buy back
kaito-rule-mon-not-held = { $paid } of the opponent's { $mons }-Mon tokens paid, but the mover holds { $held }
kaito-rule-exchange-too-cheap = { $paid } { $paid ->
        [one] Mon
       *[other] Mons
    } paid, but a { $buy } costs at least { $price } Mons
kaito-rule-ellipsis = `...` leaves out { $first }'s entry, but { $first } has a move to make here
kaito-rule-ellipsis-label = { $first } moves here
kaito-rule-ellipsis-help = remove `...` and write { $first }'s entry in its place

# Labels and help of the rule problems.
kaito-game-over-label = the game is over before this entry
kaito-game-over-help = delete this entry and everything after it, or check the moves before it
kaito-empty-destination-label = no token here
kaito-not-orthogonal-label = not on the Kaito's rank or file
kaito-stands-still-label = the Kaito must move
kaito-cannot-move-help = the Kaito cannot move anywhere
kaito-did-you-mean-squares = did you mean { $options }? ({ $side } moves the Kaito from { $from })
kaito-or-two = { $first } or { $last }
kaito-or-more = { $first }, { $rest }
kaito-wrong-capture = { $square } holds { $actual } ({ $actual_piece }), not { $written } ({ $written_piece })
kaito-wrong-capture-label = { $actual } is here
kaito-wrong-capture-help = write `{ $square } x { $actual }`
kaito-wrong-capture-help-or = write `{ $square } x { $actual }`, or did you mean { $options }?
kaito-holds-no-mons = { $mover } holds no { $opponent-adj } Mon tokens
kaito-holds-mons = { $mover } holds { $opponent-adj } Mon tokens { $tokens } ({ $total } Mons)
kaito-exchange-second-label = a second exchange
kaito-exchange-over-label = the game is already over
kaito-exchange-not-held-label = not held by the opponent
kaito-exchange-more-than-held-label = more than is held
kaito-exchange-too-few-label = too few Mons
kaito-exchange-second-help = only one exchange per turn: make the other one in a later turn
kaito-exchange-after-end-help = delete the exchange: the game ended with the capture (RULES.md: the loss is checked before any exchange)
kaito-exchange-did-you-mean = { $holding }; did you mean `= { $exchange }`?
kaito-exchange-none-held = { $holding }; { $opponent } holds none of { $mover }'s { $buy-plural }
kaito-exchange-not-enough = { $holding }: not enough for a { $buy } ({ $price } Mons)

## Other texts: outcomes, pictures, moves

kaito-outcome-last-kabuto = { $winner } wins: { $loser } lost their last Kabuto
kaito-outcome-last-katana = { $winner } wins: { $loser } lost their last Katana
kaito-outcome-kaito-stuck = { $winner } wins: { $loser } could not move the Kaito


## moves: pictures (the status lines under the board, `kifu moves`)

kaito-picture-names = Red: { $red }    Black: { $black }
kaito-picture-won-last-kabuto = { $winner } wins: { $loser } has no Kabuto left.
kaito-picture-won-last-katana = { $winner } wins: { $loser } has no Katana left.
kaito-picture-won-kaito-stuck = { $winner } wins: { $loser } cannot move the Kaito.
kaito-picture-turn = { $side } to move (the Kaito on { $square } shows { $shows ->
    [red] red
   *[black] black
}).
kaito-picture-holds-nothing = { $side } holds: nothing
kaito-picture-holds = { $side } holds: { $tokens } ({ $mons } Mons)

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kaito-sheet-side-left = Red
kaito-sheet-side-right = Black
kaito-sheet-field-1 = First
kaito-sheet-field-2 = Layout
kaito-sheet-column-1 = To
kaito-sheet-column-2 = Captured
kaito-sheet-column-3 = Exchange
kaito-sheet-help = To: the square the Kaito goes to. Captured: the token taken (rS, bH, r1…). Exchange: = H 3+2.

## errors: position strings

kaito-position-fields = board, side to move, Red's captures, Black's captures
kaito-position-not-captured = '{ $letter }' is not a captured token (S, H, 1, 2, 3, or '-' for none)
kaito-position-kaito-twice = the Kaito is marked twice
kaito-position-at-alone = '@' (the Kaito on a token) must be followed by a token
kaito-position-token-kind = '{ $letter }' must be followed by S, H, 1, 2 or 3 (the token)
kaito-position-not-a-token = '{ $letter }' is not a token (r or b then S, H, 1-3), the Kaito ('*' or '@' before a token) or a count of empty squares
kaito-position-no-kaito = the board does not show the Kaito ('*', or '@' before a token)
kaito-position-side = the side to move is 'r' or 'b'
