### samourai's messages in English (Project Fluent syntax). Ids start with `samourai-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# The sides, as players (`Red to move`); `.adj` as a samurai's colour (`a red samurai`).
samourai-side-red = Red
    .adj = red
samourai-side-black = Black
    .adj = black

# The kinds of squares: the name (`sun`); `.article` with its article (`a sun`);
# `.phrase` with its Japanese name (`a sun (taiyo)`); `.square` as a square (`a sun square`).
samourai-kind-sun = sun
    .article = a sun
    .phrase = a sun (taiyo)
    .square = a sun square
samourai-kind-dragon = dragon
    .article = a dragon
    .phrase = a dragon (ryu)
    .square = a dragon square
samourai-kind-ibis = ibis
    .article = an ibis
    .phrase = an ibis (washi)
    .square = an ibis square
samourai-kind-sword = sword
    .article = a sword
    .phrase = a sword (katana)
    .square = a sword square
samourai-kind-mekura = mekura
    .article = a mekura
    .phrase = a mekura (ho bo)
    .square = a blank mekura square
samourai-kind-shiro = shiro
    .article = a shiro
    .phrase = a shiro
    .square = a shiro square
samourai-kind-anzen = anzen
    .article = an anzen
    .phrase = the anzen
    .square = the anzen

# The squares of an entry.
samourai-start-square = the start square
samourai-landing-square = the landing square

# Lists joined with "or": `a`, `a or b`, `a, b or c`.
samourai-or-1 = { $a }
samourai-or-2 = { $a } or { $b }
samourai-or-3 = { $a }, { $b } or { $c }

## Syntax: reading the sheet

samourai-entry-help = an entry reads `e1-e4 3 ryu`: start square, `-`, landing square, then optionally the distance and the landing square's kind
samourai-syntax-bad-square = `{ $square }` is not a square of the board
samourai-syntax-bad-square-label = off the board
samourai-syntax-bad-square-help = squares are a1 to k11: files a–k, ranks 1–11
samourai-syntax-expected-square = expected { $what }, found { $found }
samourai-syntax-expected-square-label = expected { $what }
samourai-syntax-expected-dash = expected `-` between the two squares, found { $found }
samourai-syntax-expected-dash-label = expected `-`
samourai-syntax-bad-distance = { $distance } is not a distance on an 11x11 board
samourai-syntax-bad-distance-label = 1 to 10
samourai-syntax-bad-distance-help = the announced distance is the number of squares travelled, 1 to 10
samourai-syntax-joined-kind = `{ $word }` joins the distance and the kind of square
samourai-syntax-joined-kind-label = distance and kind together
samourai-syntax-joined-kind-help = write them apart: `{ $distance } { $kind }`
samourai-syntax-unknown-kind = `{ $word }` is not a kind of square
samourai-syntax-unknown-kind-label = not a square kind
samourai-syntax-unknown-kind-near = did you mean `{ $word }`? Kinds: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-unknown-kind-help = kinds: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-lone-number = a number on its own
samourai-syntax-lone-number-help = write a move number with a dot (`12.`), or a distance after the squares of an entry (`e1-e4 3 ryu`)
samourai-syntax-stray-word = a word that does not start an entry
samourai-syntax-stray-plus = a `+` with no entry before it
samourai-syntax-stray-plus-help = `+` joins an anzen landing and the bonus move: `e4-f6 anzen + f6-b2 4 ho bo`
samourai-syntax-stray-character = a character that cannot start an entry
samourai-syntax-stray-character-help = an entry reads `e1-e4 3 ryu`; write remarks inside `{"{"} {"}"}` or after `;`
samourai-syntax-late-tag-help = put every tag before the first move; a tag block after the moves starts a new record
samourai-syntax-board-line = the rows of an inline board start on the line after `Board:`
samourai-syntax-board-line-label = expected the end of the line
samourai-syntax-board-line-help = write `Board:` alone on its line, then the 11 rows, rank 11 first
samourai-syntax-board-after-moves = a board after the moves
samourai-syntax-second-board = a second board
samourai-syntax-board-place-label = not here
samourai-syntax-board-place-help = give one `Board:` block, before the first move

## Rules: replaying the moves

samourai-here = here
samourai-board-help = a board is 11 rows of 11 letters, rank 11 first: S shiro (4 on rank 1, 4 on rank 11), A anzen (f6), . mekura (48), T sun, R dragon, W ibis, K sword (16 each)
samourai-board-twice = the record gives a board twice: a `[Board]` tag and a `Board:` block
samourai-board-twice-label = second board
samourai-board-twice-inline = inline board
samourai-board-twice-help = keep one of the two
samourai-board-file-label = this file
samourai-board-file-unread = cannot read the board file `{ $path }`: { $reason }
samourai-board-file-unread-help = give the path of an 11-line board file, or an inline `Board:` block
samourai-board-file-bad = the board file `{ $path }` is not a valid board: { $problems }
samourai-board-file-bad-help = `kifu validate --board { $path } RECORD` shows each problem in the file; { $board }
samourai-board-file-problems-at = { $count ->
    [one] 1 problem
   *[other] { $count } problems
}, the first at line { $line }, column { $column }
samourai-board-file-problems-line = { $count ->
    [one] 1 problem
   *[other] { $count } problems
}, the first at line { $line }
samourai-board-file-problems-counts = { $count ->
    [one] 1 problem
   *[other] { $count } problems
} in its counts of squares
samourai-numbering-help = number the lines 1, 2, 3 …, Red's entry then Black's (`kifu fmt` renumbers)
samourai-bad-position = the position is not valid: { $reason }
samourai-bad-position-help = see grammar/samourai-position.ebnf; the start position is `2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -`
samourai-ellipsis = `...` leaves out Red's entry of a line, but the next entry is Red's to make
samourai-ellipsis-label = Red moves next
samourai-ellipsis-help = remove the `...`: it is only for a line that starts with Black's entry
samourai-bonus-without-anzen = only a landing on the anzen gives a second move; { $square } does not land on it
samourai-bonus-without-anzen-label = no bonus move here
samourai-bonus-without-anzen-help = write the opponent's reply as the next entry, not after `+`
samourai-bonus-missing = { $square } lands on the anzen, so { $side } moves again at once: the bonus move belongs in this entry
samourai-bonus-missing-label = anzen: move again
samourai-bonus-missing-help = join the bonus move with `+`: `{ $entry } + <bonus move>`
samourai-game-over = the game is already over: { $outcome }
samourai-game-over-iki-zumari = after iki zumari
samourai-game-over-draw = after the draw
samourai-game-over-help = remove the moves after the end of the game
# A move the rules refuse: the move, then why.
samourai-illegal = { $move }: { $reason }
samourai-illegal-still = { $move } does not move: the start and the landing square are the same, and a samurai moves at least one square
samourai-illegal-not-straight = { $move } is not a straight line: a samurai moves along a rank, a file or a diagonal
samourai-rule-game-over = the game is over: { $outcome }
samourai-rule-no-samurai = no samurai stands on { $square }
samourai-rule-not-your-samurai = the samurai on { $square } belongs to the opponent
samourai-rule-straight-line = a samurai moves in a straight line (rank, file or diagonal), at least one square
samourai-rule-first-move = the first move of the game is at most 7 squares, not { $dist }
samourai-rule-distance = the opponent announced { $announced }, so the move is { $choices } squares, not { $dist }
samourai-rule-symbol = the first square entered must bear the announced { $announced }, but { $square } is { $found-square }
samourai-rule-occupied = { $square } is taken by a { $side-adj } samurai
samourai-rule-anzen-once = this player has already landed on the anzen once; it may be used only once per game
samourai-rule-shiro-protection = this would put the opponent in iki zumari while { $count } of their samurai are on their shiro squares
samourai-label-game-over = game over
samourai-label-empty = { $square } is empty
samourai-label-opponents = { $square } is { $side }'s
samourai-label-not-in-line = not on one line
samourai-label-distance = { $dist ->
    [one] 1 square
   *[other] { $dist } squares
}
samourai-label-symbol = enters { $square } first, { $kind-phrase }
samourai-label-occupied = { $side } stands on { $square }
samourai-label-anzen-used = { $side } already used the anzen
samourai-label-shiro-protection = { $side } could not answer { $answer }
samourai-must = { $side } must make { $demand }
samourai-did-you-mean = { $side } must make { $demand }; did you mean { $moves }?
samourai-did-you-mean-more = { $side } must make { $demand }; did you mean { $moves } ({ $count } legal moves in all)?
samourai-short-answer-symbol = a move answering { $said }: { $choices } squares, the first square entered { $kind-article }
samourai-short-answer-free = a move answering { $said }: { $choices } squares, any direction
samourai-announced-distance = { $move } travels { $dist } squares, not { $written }
samourai-announced-distance-label = should be { $dist }
samourai-announced-kind = { $square } is { $kind-phrase }, announced as { $written }
samourai-announced-kind-label = { $square } is { $kind-phrase }
samourai-write = write `{ $move }`

## Board descriptions (`Board:`, board files, `--board`)

samourai-board-bad-letter = '{ $letter }' is not a square letter (S shiro, A anzen, . mekura, T sun, R dragon, W ibis, K sword)
samourai-board-rank-label = this row is labelled rank { $label }, but row { $row } from the top is rank { $rank }
samourai-board-row-length = a row has 11 squares (files a–k); this one has { $count }
samourai-board-rows = a board has 11 rows (ranks 11 down to 1); this one has { $count }
samourai-board-count = a board has { $expected ->
    [one] { $expected } { $kind } square
   *[other] { $expected } { $kind } squares
}; this one has { $count }
samourai-board-count-listed = a board has { $expected ->
    [one] { $expected } { $kind } square
   *[other] { $expected } { $kind } squares
}; this one has { $count } ({ $squares })
samourai-board-anzen-centre = the anzen is the centre square f6, not { $square }
samourai-board-shiro-outside = shiro squares are in the camps (rank 1 for Red, rank 11 for Black), not on { $square }
samourai-board-camp = { $side }'s camp (rank { $rank }) has 4 shiro squares; this one has { $count }
samourai-board-more = and { $count ->
    [one] 1 more problem
   *[other] { $count } more problems
} (fix these first)
samourai-board-path-empty = the path is empty
samourai-board-path-absolute = a record's board file is named relative to the record's own folder, not by an absolute path
samourai-board-path-up = `..` would lead out of the record's folder
samourai-board-folder-unopened = cannot open the record's folder: { $error }
samourai-board-no-file = no such file in the record's folder ({ $error })
samourai-board-link-out = it is a link leading out of the record's folder
samourai-board-io = { $error }
samourai-board-not-file = it is not a regular file
samourai-board-too-long = it is { $size } bytes long, more than a board file can be ({ $limit } bytes at most)
samourai-board-longer = it is more than { $limit } bytes long, more than a board file can be
samourai-board-not-utf8 = it is not UTF-8 text
samourai-board-from-json = a record read from JSON names no board file
samourai-json-board-tag = the `Board` tag names a file, which is not read from JSON: give the board's 11 rows in `board`

## Other texts: outcomes, pictures, moves

samourai-demand-first = the first move of the game (1 to 7 squares, any direction)
samourai-demand-bonus = the anzen bonus move (any distance, any direction)
samourai-demand-answer-symbol = answering { $said }: { $choices } squares, the first square entered { $kind-article }
samourai-demand-answer-free = answering { $said }: { $choices } squares, any direction
samourai-outcome-to-move = { $side } to move, { $demand }
samourai-outcome-iki-zumari = { $loser } is in iki zumari: { $winner } wins
samourai-outcome-draw = draw: { $stuck } could only put { $other } in iki zumari while 3 of their samurai are on shiro
samourai-outcome-loses = { $loser } is in iki zumari and loses; { $winner } wins
samourai-outcome-drawn = { $stuck } could only put the opponent in iki zumari while 3 of their samurai are on shiro: draw
# The lines under a board diagram.
samourai-status-names = Red: { $red } - Black: { $black }
samourai-status-outcome = { $outcome }.
samourai-status-side = { $side }: { $count } on shiro
samourai-status-side-anzen = { $side }: { $count } on shiro, anzen used
samourai-status-sides = { $red }; { $black }.


## moves: pictures (the ASCII board's legend, the viewers' results)

samourai-picture-legend = { $shiro } shiro  { $anzen } anzen  { $mekura } mekura  { $sun }  { $dragon }  { $ibis }  { $sword }  R/B samurai
samourai-picture-legend-symbol = { $letter } { $kind } ({ $said })
samourai-result-draw = Draw: { $stuck } could only put { $other } in iki zumari while 3 of their samurai are on shiro

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
samourai-sheet-side-left = Red
samourai-sheet-side-right = Black
samourai-sheet-field-1 = Board
samourai-sheet-column-1 = Move
samourai-sheet-column-2 = Dist.
samourai-sheet-column-3 = Square
samourai-sheet-help = Move: from–to (g1-k5), + for the bonus move after anzen. Square: taiyō, ryū, washi, katana, ho bo, shiro, anzen.

## errors: position strings

samourai-position-fields = samurai, side to move, demand, anzen used
samourai-position-not-a-samurai = '{ $letter }' is not a samurai ('r' Red, 'b' Black) or a count of empty squares
samourai-position-side = the side to move is 'r' or 'b'
samourai-position-demand = the demand is '*' (first move), '+' (anzen bonus) or a distance and a kind letter T R W K S H, e.g. '3R'
samourai-position-anzen = who has used the anzen: '-', 'r', 'b' or 'rb'
samourai-position-on-anzen = a samurai of { $side } stands on the anzen ({ $square }), so { $side } has used it: the last field must include '{ $letter }'
samourai-setup-samurai-count = { $side } has { $found } samurai, not 4
samourai-setup-square-taken = two samurai stand on { $square }
samourai-setup-bonus = a bonus move is due only when the side to move has just landed on the anzen
samourai-setup-answer-anzen = "anzen" is never an announcement to answer (the mover moves again)
samourai-setup-distance = an announced distance is 1 to 10, not { $distance }
