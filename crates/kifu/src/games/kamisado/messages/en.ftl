### kamisado's messages in English (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# A colour, of a tower or a square (.cap: as a label says it).
kamisado-colour-orange = orange
    .cap = Orange
kamisado-colour-blue = blue
    .cap = Blue
kamisado-colour-purple = purple
    .cap = Purple
kamisado-colour-pink = pink
    .cap = Pink
kamisado-colour-yellow = yellow
    .cap = Yellow
kamisado-colour-red = red
    .cap = Red
kamisado-colour-green = green
    .cap = Green
kamisado-colour-brown = brown
    .cap = Brown

# A tower of a colour (the side to move's, or the one a sentence is about).
kamisado-tower-orange = the orange tower
kamisado-tower-blue = the blue tower
kamisado-tower-purple = the purple tower
kamisado-tower-pink = the pink tower
kamisado-tower-yellow = the yellow tower
kamisado-tower-red = the red tower
kamisado-tower-green = the green tower
kamisado-tower-brown = the brown tower

# A square of a colour.
kamisado-square-orange = an orange square
kamisado-square-blue = a blue square
kamisado-square-purple = a purple square
kamisado-square-pink = a pink square
kamisado-square-yellow = a yellow square
kamisado-square-red = a red square
kamisado-square-green = a green square
kamisado-square-brown = a brown square

# The players, by the colour of their towers.
kamisado-side-black = Black
kamisado-side-white = White

# The fill directions of a round's header (P1–P4).
kamisado-fill-left = from left
kamisado-fill-right = from right

# How a round was won (D7, D8).
kamisado-win-home-row = home-row
kamisado-win-deadlock = deadlock

# A tower by its teeth (dragon teeth: S1, DS1, TS1).
kamisado-teeth-0 = tower
    .a = a tower
    .the = the tower
kamisado-teeth-1 = Sumo
    .a = a Sumo
    .the = the Sumo
kamisado-teeth-2 = Double Sumo
    .a = a Double Sumo
    .the = the Double Sumo
kamisado-teeth-3 = Triple Sumo
    .a = a Triple Sumo
    .the = the Triple Sumo

# The match lengths ([Match] tag).
kamisado-match-simple = simple
kamisado-match-standard = standard
kamisado-match-long = long
kamisado-match-marathon = marathon

# A player's tower of a colour.
kamisado-side-tower = { $side }'s { $colour } tower


## Syntax: reading the sheet

# What was found where something else was expected.
kamisado-found-end-of-record = the end of the record
kamisado-found-end-of-line = the end of the line
kamisado-found-token = `{ $token }`
kamisado-found-next-entry = the next entry `{ $token }`

kamisado-syntax-unexpected = unexpected `{ $token }`: { $what }
kamisado-syntax-not-understood = not understood
kamisado-syntax-unexpected-what = { $what ->
    [lone-number] a number on its own
    [lone-plus] a `+` with no entry before it
    [lone-direction] a direction with no tower before it
   *[bad-start] a character that cannot start an entry
}
kamisado-syntax-unexpected-help = { $what ->
    [lone-number] write a move number with a dot (`12.`), or a distance right after its direction (`{ $example }`)
    [lone-plus] `+` joins the towers of one pushed entry: `{ $example }`
    [lone-direction] an entry starts with the tower's colour: `{ $example }`
   *[bad-start] an entry reads `{ $example }`; write remarks inside `{"{"} {"}"}` or after `;`
}
kamisado-syntax-tag-after-moves = a tag after the moves
kamisado-syntax-tag-after-moves-label = tag after the moves
kamisado-syntax-tag-after-moves-help = put every tag before the first move; a tag block after the moves starts a new record (read the file with `parse_all`)

kamisado-syntax-unknown-colour = expected the { $role ->
    [tower] tower colour
   *[landing] landing colour
}, found `{ $token }`, which is not a colour
kamisado-syntax-unknown-colour-label = unknown colour
kamisado-syntax-colour-more-letters = write more letters of a colour: { $colours }
kamisado-syntax-colour-one-of = write one of the colours { $colours }
kamisado-syntax-colour-list = { $names } (or { $sheet ->
    [fr] the English or German name
    [de] the English or French name
   *[en] the French or German name
}, or its first letters)
kamisado-syntax-did-you-mean = did you mean `{ $word }`?

kamisado-syntax-ambiguous-direction = `{ $token }` could mean straight ahead or diagonally right
kamisado-syntax-ambiguous-direction-label = ambiguous direction
kamisado-syntax-ambiguous-direction-help = write `Devant (↑)` (or `Tout droit`) for straight ahead, or `Droite (↗)` for diagonally right

kamisado-syntax-expected-direction = expected a direction after the tower colour, found { $found }
kamisado-syntax-expected-direction-label = direction expected
kamisado-syntax-expected-direction-help = write the direction and the distance: { $examples }, or `0` for a blocked tower
kamisado-syntax-direction-suggest = did you mean `{ $word }`? Otherwise { $then }
kamisado-syntax-direction-tout = `Tout` must be followed by `droit` (`Tout droit`); { $then }
kamisado-syntax-direction-missing = the direction and distance are missing; { $then }
kamisado-syntax-direction-distance = a distance needs a direction before it; { $then }
kamisado-syntax-direction-examples = `{ $straight }` straight, `{ $left }` left, `{ $right }` right, `{ $back }` pushed back
kamisado-syntax-direction-examples-words = { $list } (or words: `{ $word }`)

kamisado-syntax-expected-distance = expected the number of squares after the direction, found { $found }
kamisado-syntax-expected-distance-label = distance expected
kamisado-syntax-expected-distance-help = write how many squares the tower moved right after the direction, e.g. `{ $example }`
kamisado-syntax-bad-distance = a tower moves 1 to { $max } squares, not { $token }
kamisado-syntax-bad-distance-label = must be 1 to { $max }
kamisado-syntax-bad-distance-zero-help = for a blocked tower write `0` alone, without a direction: `{ $example }`
kamisado-syntax-bad-distance-help = the board has 8 rows, so a distance is 1 to { $max }; check the count of squares

kamisado-syntax-expected-landing = expected the colour of the landing square, found { $found }
kamisado-syntax-expected-landing-label = landing colour missing
kamisado-syntax-expected-landing-help = end the entry with the colour of the square the tower stopped on: `{ $example }`

kamisado-syntax-too-many-pushed = an oshi pushes at most 3 towers, this entry lists a fourth
kamisado-syntax-too-many-pushed-label = fourth pushed tower
kamisado-syntax-too-many-pushed-help = list only the pushed towers, front first, at most 3 (`{ $example }`)
kamisado-syntax-expected-pushed = expected the colour of the next pushed tower after `+`, found { $found }
kamisado-syntax-expected-pushed-label = tower colour expected
kamisado-syntax-expected-pushed-help = after `+` write the next pushed tower: `{ $example }`

kamisado-syntax-round-number-expected = expected the round number after `{ $word }`, found { $found }
kamisado-syntax-round-number-expected-label = round number expected
kamisado-syntax-bad-round-number = bad round number `{ $number }`
kamisado-syntax-bad-round-number-label = rounds are numbered 1, 2, 3, …
kamisado-syntax-fill-expected = expected the fill direction, found { $found }
kamisado-syntax-fill-expected-label = not a fill direction
kamisado-syntax-fill-side-expected = expected `{ $left }` or `{ $right }` after `{ $word }`, found { $found }
kamisado-syntax-fill-side-expected-label = fill side expected
kamisado-syntax-close-expected = expected `)` after the fill direction, found { $found }
kamisado-syntax-close-expected-label = `)` expected
kamisado-syntax-bad-round-help = write a round header as `{ $left }` or `{ $right }`

kamisado-syntax-score-dash = expected `-` between the two scores, found { $found }
kamisado-syntax-score-points = expected { $side ->
    [black] Black's points
   *[white] White's points
}, found { $found }
kamisado-syntax-bad-score-label = bad score
kamisado-syntax-bad-score-help = write the score after a round as `Score: 1-0`: Black's points, a dash (or a colon), White's points

kamisado-syntax-bad-match = unknown match length `{ $value }`
kamisado-syntax-bad-match-label = not a match length
kamisado-syntax-bad-match-help = write simple (1 point), standard (3), long (7) or marathon (15); French `longue` and German `lang` work too


kamisado-or = { $first } or { $rest }
kamisado-and = { $first } and { $rest }
kamisado-comma = { $first }, { $rest }

kamisado-abbreviation-could-be = this abbreviation could be { $readings }
kamisado-abbreviation-label = ambiguous abbreviation
kamisado-abbreviation-none-legal = no reading is a legal move here ({ $entries }): check the entry
kamisado-abbreviation-all-legal = { $entries } are all legal here: write more letters of the { $what ->
    [colour] colour
   *[direction] direction
}
kamisado-abbreviation-colour-reading = { $word } ({ $colour ->
    [orange] orange
    [blue] blue
    [purple] purple
    [pink] pink
    [yellow] yellow
    [red] red
    [green] green
   *[brown] brown
})

## Rules: replaying the moves

# What the engine refuses (rules.rs, `Illegal`); the rule id is added by `kamisado-rule-broken`.
kamisado-illegal-round-over = the round is already over
kamisado-illegal-must-record-push = the opponent has just made an oshi: this entry must be the pushed tower going back (↓1)
kamisado-illegal-no-push-to-record = no oshi was made, so no tower was pushed back
kamisado-illegal-wrong-tower = { $tower } must move
kamisado-illegal-backwards = a tower moves only forward, straight or diagonally
kamisado-illegal-zero-distance = a tower that moves must move at least one square
kamisado-illegal-not-blocked = the tower is not blocked: it has { $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
}
kamisado-illegal-blocked = the tower is blocked and its player must pass (0)
kamisado-illegal-out-of-range = { $teeth-a } moves at most { $max ->
    [one] { $max } square
   *[other] { $max } squares
}
kamisado-illegal-on-the-edge = the tower stands on the edge of the board: there is no square that way
kamisado-illegal-off-board = the move leaves the board after { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}
kamisado-illegal-path-blocked = { $by } stands on { $at }, in the way
kamisado-illegal-not-a-sumo = { $by } stands on { $at }; only a Sumo can push it back (oshi)
kamisado-illegal-diagonal-oshi = { $by } stands on { $at }; an oshi is never diagonal
kamisado-illegal-own-tower-in-line = the mover's own tower on { $at } is in the line; only the opponent's towers can be pushed
kamisado-illegal-too-many-to-push = { $count } towers in the line, but this tower can push at most { $max }
kamisado-illegal-too-heavy = { $teeth-the } on { $at } has { $count ->
    [one] { $count } tooth
   *[other] { $count } teeth
}; { $pusher-a } pushes only towers with fewer teeth
kamisado-illegal-pushed-off-home-row = the tower on { $at } is on its own home row and cannot be pushed
kamisado-illegal-no-room-behind = the square behind the rear tower is off the board or taken

# The replay's problems (replay.rs).
kamisado-rule-broken = { $text } (rule { $rule })
kamisado-rule-bad-position = the position is not valid: { $detail }
kamisado-rule-here = here
kamisado-rule-bad-position-help = see grammar/kamisado-position.ebnf; the start position is `{ $start }`
kamisado-rule-first-round-number = the first round is round 1, not round { $number }
kamisado-rule-expected-number = expected { $number }
kamisado-rule-first-round-number-help = number the rounds from 1
kamisado-rule-fill-in-round-1 = round 1 always starts from the start position; the fill direction is ignored
kamisado-rule-fill-in-round-1-label = not used in round 1
kamisado-rule-fill-in-round-1-help = remove the fill direction from the first round header
kamisado-rule-round-not-finished = round { $round } is not over: { $turn }
kamisado-rule-round-not-finished-label = new round before the last one ended
kamisado-rule-round-not-finished-help = add the missing entries of round { $round }, or remove this header
kamisado-rule-turn-pushed = { $side } must record the pushed entry
kamisado-rule-turn-tower = { $side } must still move { $tower }
kamisado-rule-turn = { $side } must still move
kamisado-rule-match-decided = the match is already decided: { $winner } won { $black }-{ $white }
kamisado-rule-after-match-end-label = after the end of the match
kamisado-rule-match-decided-help = a { $kind } match ends at { $points ->
    [one] { $points } point
   *[other] { $points } points
}; remove what follows, or fix the [Match] tag
kamisado-rule-round-number = round { $number } follows round { $previous }
kamisado-rule-round-number-help = number this round { $number }
kamisado-rule-missing-fill = round { $round } needs the fill direction chosen by the winner of round { $previous } ({ $winner })
kamisado-rule-missing-fill-label = from left or from right?
kamisado-rule-missing-fill-help = write `{ $left }` or `{ $right }` (P1–P4)
kamisado-rule-wrong-score = the score is { $black }-{ $white } (Black-White) here, not { $written_black }-{ $written_white }
kamisado-rule-wrong-score-label = wrong score
kamisado-rule-wrong-score-help = write `{ $score }` (after round { $round })
kamisado-rule-match-won = the match is already decided: { $winner } won round { $round } and the match
kamisado-rule-after-match-end-help = remove the entries after the end of the match, or check the [Match] tag
kamisado-rule-after-round-end = round { $round } is already over: { $winner } won ({ $reason })
kamisado-rule-after-round-end-label = after the end of the round
kamisado-rule-after-round-end-help = start the next round with `{ $left }` or `{ $right }`
kamisado-rule-ellipsis = `...` leaves out Black's entry, but Black has a move to make here
kamisado-rule-ellipsis-label = Black moves here
kamisado-rule-ellipsis-help = remove `...` and write Black's entry in its place
kamisado-rule-joined-entry = only the pushed entry after an oshi joins several towers with `+`
kamisado-rule-joined-entry-label = one tower per entry
kamisado-rule-joined-entry-help = write one entry per ply
kamisado-rule-can-move = the tower can move
kamisado-rule-not-blocked = { $tower } is not blocked: it has { $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
} (rule D5)
kamisado-rule-write = write `{ $text }`
kamisado-rule-write-either = write `{ $first }` or `{ $second }`
kamisado-rule-expected-pushed = expected the pushed entry
kamisado-rule-pushed-count = the oshi pushed { $pushed ->
    [one] { $pushed } tower
   *[other] { $pushed } towers
}, this entry lists { $written }
kamisado-rule-pushed-count-label = pushed towers
kamisado-rule-pushed-tower = the oshi pushed { $tower } here, not the { $written }
kamisado-rule-expected-colour = expected { $colour-cap }
kamisado-rule-pushed-distance = an oshi pushes a tower back exactly one square
kamisado-rule-one-of = { $first } or { $last }
kamisado-rule-wrong-landing-stands = { $tower } stands on { $square }, not { $written }
kamisado-rule-wrong-landing = { $tower } lands on { $square }, not { $written }
kamisado-rule-wrong-landing-pushed = { $tower } was pushed onto { $square }, not { $written }
kamisado-rule-square-is = the square is { $colour }
kamisado-rule-blocked = { $tower } is blocked and cannot move (rule D6): { $why }
kamisado-rule-blocked-label = this tower must pass
kamisado-rule-blocked-help = a blocked tower is written with 0 and the colour under it: `{ $pass }`
kamisado-rule-round-over-label = the round is over
kamisado-rule-no-push-label = no oshi to answer
kamisado-rule-backwards-label = only forward
kamisado-rule-zero-distance-label = at least 1
kamisado-rule-cannot-move = this tower cannot move
kamisado-rule-at-most = at most { $max }
kamisado-rule-off-board-label = off the board
kamisado-rule-blocked-at = blocked at { $at }
kamisado-rule-diagonal-label = no oshi diagonally
kamisado-rule-own-tower-label = own tower on { $at }
kamisado-rule-in-line-label = { $count } towers in line
kamisado-rule-too-heavy-label = cannot push the tower on { $at }
kamisado-rule-home-row-label = { $at } is on its home row
kamisado-rule-no-room-label = no room behind
kamisado-rule-wrong-tower-help = the tower to move is the one whose colour is that of the square where the opponent's last move ended: { $colour }

# The corrections: what to write instead (replay/edits.rs).
kamisado-tower-required = the required tower
kamisado-rule-and-more = { $list } (or { $more } more)
kamisado-rule-did-you-mean = did you mean { $list }?
kamisado-rule-help-both = { $first }; { $second }
kamisado-rule-missing-pass = { $tower } is blocked and passes before this entry (rule D6), but the pass is not written
kamisado-rule-missing-before = `{ $text }` is missing before this entry
kamisado-rule-missing-pass-help = write the pass `{ $text }` before this entry
kamisado-rule-missing-entry = { $side } moves before this entry, but that entry is not written
kamisado-rule-missing-entry-tower = { $side } moves { $tower } before this entry, but that entry is not written
kamisado-rule-missing-entry-label = { $side }'s entry is missing before this entry
kamisado-rule-missing-entry-help = write { $list } before this entry
kamisado-rule-missing-pushed = after an oshi the pushed player passes (rule S3), but the pushed entry is not written
kamisado-rule-missing-pushed-help = write the pushed entry `{ $text }` before this entry
kamisado-rule-duplicate-entry = this entry repeats the one before it
kamisado-rule-duplicate-entry-label = written twice
kamisado-rule-duplicate-entry-help = remove this entry: the sheet replays without it
kamisado-rule-swapped-entries = this entry and the next one are written in the wrong order
kamisado-rule-swapped-entries-label = swapped with the next entry
kamisado-rule-swapped-entries-help = write `{ $first }` then `{ $second }`: the sheet replays in that order
kamisado-rule-missing-header = round { $round } is over: this entry opens round { $next }, whose header is missing
kamisado-rule-missing-header-label = the round header is missing before this entry
kamisado-rule-missing-header-help = write `{ $text }` before this entry
kamisado-rule-missing-header-help-either = write `{ $text }` (or `{ $alt }`) before this entry
kamisado-rule-wrong-fill = round { $round } does not replay { $written }: it replays { $fill } (rules P1–P4)
kamisado-rule-wrong-fill-label = the round replays { $fill }
kamisado-rule-no-correction = no correction fits the entries that follow: the rest of round { $round } is not checked

# The help of `kamisado::numbering` (replay.rs's NUMBERING_HELP; said once the core's
# `MoveNumbers` takes a message).
kamisado-numbering-help = number the lines of each round 1, 2, 3 …, Black's entry then White's (`kifu fmt` renumbers)


## Other texts: outcomes, pictures, moves

# The notes `kifu scan` gives on a photographed sheet, and writes in the record. `$form` is
# the sheet's form: `ticks` (the tick-box form: pages of sections, entries ticked in boxes)
# or `hand` (the handwriting sheet: round blocks of lines numbered from 1, entries written
# in four cells; its header has the round's number, two fill boxes and two score boxes).
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place }: { $note }
kamisado-scan-cell = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] page { $page },{" "}
    }block { $section }
   *[ticks] page { $page }
}, line { $line }, { $side ->
    [black] Black
   *[white] White
}
kamisado-scan-section = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] page { $page },{" "}
    }block { $section }
   *[ticks] page { $page }, section { $section }
}
kamisado-scan-reading = { $reading }
kamisado-scan-nothing = nothing
kamisado-scan-all-boxes = { $form ->
    [hand] the whole entry
   *[ticks] all the boxes
}
kamisado-scan-field = { $field ->
    [tower] tower
    [direction] direction
    [distance] distance
   *[landing] landing
}
kamisado-scan-fields = { $form ->
    [hand] the { $fields } { $count ->
        [one] cell
       *[other] cells
    }
   *[ticks] the { $fields } boxes
}
kamisado-semicolon = { $first }; { $rest }
kamisado-scan-section-marks = { $form ->
    [hand] {""}
   *[ticks] { $marks ->
        [new] only `new` is ticked
        [continued] only `continued` is ticked
        [neither] neither `new` nor `continued` is ticked
       *[both] both `new` and `continued` are ticked
    }{"; "}
}{ $taken ->
    [continued] it goes on with round { $number }
   *[new] it starts round { $number }
}
kamisado-scan-header-unfit = { $form ->
    [hand] its header does not fit
   *[ticks] its header boxes do not fit
}
kamisado-scan-decided-header = { $place }: decided by the rules: { $said }
kamisado-scan-decided-header-label = as the game goes on
kamisado-scan-decided-header-help = { $form ->
    [hand] write the round's number and mark its fill, `from left` or `from right`, clearly
   *[ticks] tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes, clearly
}
kamisado-scan-fill-decided = fill decided; { $form ->
    [hand] the sheet marks { $fill ->
        [left] `from left`
        [right] `from right`
       *[none] neither
    }
   *[ticks] its boxes read { $fill ->
        [left] left
        [right] right
       *[none] none
    }
}
kamisado-scan-uncertain-header = { $place }: the header of round { $number } is uncertain
kamisado-scan-uncertain-header-label = another fill, or another start of the round, replays about as well
kamisado-scan-uncertain-header-help = { $form ->
    [hand] write the round's number and mark its fill, `from left` or `from right`, clearly
   *[ticks] tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes clearly
}
kamisado-scan-illegal-header = { $place }: the header of round { $number } (fill { $fill ->
    [left] left
    [right] right
   *[none] none
}) does not fit the game
kamisado-scan-illegal-header-noted = { $place }: the header of round { $number } (fill { $fill ->
    [left] left
    [right] right
   *[none] none
}; { $note }) does not fit the game
kamisado-scan-illegal-header-label = what the game allows
kamisado-scan-illegal-header-help = { $form ->
    [hand] check the round's number, fill and scores written in the header of this block
   *[ticks] check the `new`, `continued`, fill and score boxes of this header
}
kamisado-scan-no-move-note = { $form ->
    [hand] writing ({ $marks })
   *[ticks] ticks { $marks }
} where no entry can stand
kamisado-scan-no-move = { $place }: { $form ->
    [hand] writing
   *[ticks] ticks
} where the game has no move
kamisado-scan-no-move-label = read here
kamisado-scan-no-move-help = the round is over or it is the other side's turn: { $form ->
    [hand] cross it out
   *[ticks] rub out these ticks
} or check the entries before
kamisado-scan-left-out-note = { $form ->
    [hand] writing ({ $marks })
   *[ticks] ticks { $marks }
}, left out: the record stops before
kamisado-scan-left-out = { $place }: { $form ->
    [hand] the writing reads { $marks }{ $more ->
        [0] {""}
        [one] {" "}(and that of 1 more entry after it)
       *[other] {" "}(and that of { $more } more entries after it)
    }
   *[ticks] the ticks read { $marks }{ $more ->
        [0] {""}
        [one] {" "}(and those of 1 more entry after it)
       *[other] {" "}(and those of { $more } more entries after it)
    }
}, which the record leaves out: it stops before this entry
kamisado-scan-left-out-label = the record stops here
kamisado-scan-left-out-help = { $form ->
    [hand] no entry the rules allow here fits the writing: look at { $place } and the entries before it, write them again clearly and scan again, or finish the record yourself
   *[ticks] no entry the rules allow here fits the ticks: look at the boxes of { $place } and of the entries before it, tick them again clearly and scan again, or write the rest of the record by hand
}
kamisado-scan-uncertain-empty-note = left empty; uncertain: also { $alts }
kamisado-scan-uncertain-empty = { $place }: left empty in the record, but the { $form ->
    [hand] writing also reads
   *[ticks] ticks also read
} as { $alts }
kamisado-scan-uncertain-empty-label = read as empty, but not surely
kamisado-scan-uncertain-empty-help = { $form ->
    [hand] look at { $place } and correct the record yourself, or write the entry again clearly and scan again
   *[ticks] look at the boxes of { $place } and correct the record by hand, or tick them again clearly and scan again
}
kamisado-scan-ignored-note = { $form ->
    [hand] faint writing ({ $marks })
   *[ticks] faint marks { $marks }
} where no entry can stand, left out
kamisado-scan-ignored = { $place }: { $form ->
    [hand] faint writing (read as { $marks }) where no entry can stand was left out
   *[ticks] faint marks (read as { $marks }) where no entry can stand were left out
}
kamisado-scan-ignored-label = left out
kamisado-scan-ignored-help = { $form ->
    [hand] cross out any writing outside the entries of the game
   *[ticks] rub out marks outside the entries of the game
}
kamisado-scan-decided = decided; { $form ->
    [hand] { $how ->
        [faint] the writing is unclear
       *[read] the writing reads { $marks }
    }
   *[ticks] { $how ->
        [faint] the ticks are faint or doubled
       *[read] the ticks read { $marks }
    }
}{ $other ->
    [reading] , { $alt } does not replay as well
    [empty] , an empty cell does not replay as well
   *[none] {""}
}
kamisado-scan-decided-label = decided by the rules
kamisado-scan-decided-help = the entries around it decide this one; { $form ->
    [hand] look at { $place } on the sheet if in doubt
   *[ticks] look at the boxes of { $place } if in doubt
}
kamisado-scan-uncertain-note = uncertain; also { $alts }
kamisado-scan-uncertain = { $place }: the { $form ->
    [hand] writing also reads
   *[ticks] ticks also read
} as { $alts }
kamisado-scan-uncertain-label = read as this, but not surely
kamisado-scan-uncertain-help = { $form ->
    [hand] look at { $fields } of { $place } and correct the record yourself, or write the entry again clearly and scan again
   *[ticks] look at { $fields } of { $place } and correct the record by hand, or tick them again clearly and scan again
}
kamisado-scan-illegal-note = the { $form ->
    [hand] writing reads
   *[ticks] ticks read
} { $marks }, not a legal move here
kamisado-scan-illegal = { $place }: the { $form ->
    [hand] writing reads
   *[ticks] ticks read
} { $marks }, which is not a legal move here
kamisado-scan-illegal-label = the nearest legal move, put in its place
kamisado-scan-illegal-help = { $form ->
    [hand] look at { $fields } of { $place }: the sheet itself may be wrong
   *[ticks] look at { $fields } of { $place }: the sheet itself may be wrong
}


## moves: pictures (the board's status lines and legend, `kifu moves`, the viewers' round results)

kamisado-picture-names = Black: { $black } - White: { $white }
kamisado-picture-round = Round { $round }
kamisado-picture-score = score Black { $black } - White { $white }
kamisado-picture-target = match to { $target } { $target ->
    [one] point
   *[other] points
}
kamisado-picture-won-home-row = { $winner } wins the round: the { $colour-cap } tower reached the home row.
kamisado-picture-won-deadlock = { $winner } wins the round by deadlock ({ $loser } moved last).
kamisado-picture-tooth = { $winner }'s { $colour-cap } tower earns its { $nth ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] 4th
} tooth: { $title }, { $points } { $points ->
    [one] point
   *[other] points
}.
kamisado-picture-match-won = match won
kamisado-picture-pushed = { $side } was pushed (oshi) and passes;
kamisado-picture-then = then { $side } moves the { $colour-cap } tower.
kamisado-picture-then-any = then { $side } moves any tower.
kamisado-picture-to-move = { $side } to move: the { $colour-cap } tower ({ $place }).
kamisado-picture-must-pass = { $side } must pass: the { $colour-cap } tower ({ $place }) is blocked.
kamisado-picture-place = { $square }
kamisado-picture-place-teeth = { $teeth }, { $square }
kamisado-picture-none-can-move = { $side } must pass: no tower can move.
kamisado-picture-free-choice = { $side } to move: free choice of tower.
kamisado-picture-side-colour = { $side } { $colour-cap }
kamisado-picture-blocked-run = Blocked in this run of passes: { $towers }.
kamisado-picture-legend-squares = Squares: or orange  bl blue  pu purple  pk pink
kamisado-picture-legend-squares-more = {"         "}ye yellow  re red   gn green   br brown
kamisado-picture-legend-towers = Towers: B: Black, W: White; colour O B P K Y R G N; + per dragon tooth.
kamisado-picture-legend-last-move = Last move: ** moved to, .. moved from, !! pushed to.
kamisado-picture-mark-to = to
kamisado-picture-mark-from = from
kamisado-picture-mark-pushed = pushed
kamisado-picture-round-result = { $winner } wins the round ({ $how ->
    [deadlock] deadlock
   *[home-row] home row
}), { $points } { $points ->
    [one] point
   *[other] points
} · Black { $black } – White { $white }
kamisado-picture-match-result = { $round } · { $winner } wins the match
kamisado-moves-over = round { $round } is over: { $winner } won ({ $reason }); no moves
kamisado-moves-heading = round { $round }, after ply { $ply }: { $side } to move, { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}
kamisado-moves-oshi = { $entry }   (oshi)
kamisado-moves-pushed = { $entry }   (pushed back by the oshi: pass)
kamisado-moves-blocked = { $entry }   (blocked: pass)
kamisado-moves-summary = round { $round }, after ply { $ply }: { $state }
kamisado-moves-round-over = the round is over: { $winner } won ({ $reason })
kamisado-moves-to-move = { $side } to move
# The notes of a JSON record read back as notation (`kifu convert --to kamisado`).
kamisado-import-fill-missing = `fill` is missing: round { $round } starts from the towers placed from the left or the right (`"fill": "left"` or `"right"`), as the winner of round { $previous } chose
kamisado-import-no-round = no round { $round }: { $why }
kamisado-import-round-not-over = round { $previous } is not over: { $state }
kamisado-import-match-decided = the match is already decided
kamisado-import-not-square = `{ $field }` is `{ $given }`, not a square of the board (a1 to h8)
kamisado-import-round-over = round { $round } is already over: { $winner } won ({ $reason })
kamisado-import-must-move-tower = { $side } must move { $tower } (on { $square })
kamisado-import-must-move = { $side } must move
kamisado-import-no-such-move = no legal move goes from { $from } to { $to }: { $state }
kamisado-import-no-such-move-ends = no legal move goes from { $from } to { $to }: { $state }; from { $from } the legal moves end on { $ends }
kamisado-import-bad-match-tag = the `Match` tag is `{ $given }`: a match is simple, standard, long or marathon
kamisado-import-match-disagrees = `match` is `{ $field }` but the `Match` tag says `{ $tag }`
kamisado-import-bad-start = round 1's `start` is not a position string: { $reason }
kamisado-import-bad-position-tag = the `Position` tag is not a position string: { $reason }
kamisado-import-header-disagrees = `header` says `{ $given }`, which is not round { $round }{ $fill ->
    [left] {" "}from the left
    [right] {" "}from the right
   *[none] {""}
}: written `{ $instead }` instead
kamisado-import-score-disagrees = `score_line` says `{ $given }`, which is not the score after round { $round }: written `{ $instead }` instead

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kamisado-sheet-black = Black
kamisado-sheet-white = White
kamisado-sheet-match-length = Match: ☐ simple (1)  ☐ standard (3)  ☐ long (7)  ☐ marathon (15)
kamisado-sheet-fill = Fill
kamisado-sheet-from-left = from left
kamisado-sheet-from-right = from right
kamisado-sheet-column-tower = Tower
kamisado-sheet-column-direction = Dir.
kamisado-sheet-column-distance = Dist.
kamisado-sheet-column-landing = Landing
kamisado-sheet-help = Direction: ↑ straight  ↖ diagonal left  ↗ diagonal right  ↓ pushed back. A blocked tower: 0 and the colour it stands on.
# The tick-box score sheet (`kifu sheet --form ticks`); it also prints the words above.
kamisado-sheet-tick-title = Kamisado — tick score sheet
kamisado-sheet-tick-page = Page { $page }
kamisado-sheet-tick-new = new
kamisado-sheet-tick-continued = continued
kamisado-sheet-tick-distance = Distance
kamisado-sheet-tick-help-1 = Tick one box per field, with a cross or a check. To correct a tick, fill the wrong box solid and tick the right one.
kamisado-sheet-tick-help-2 = Each round starts a new section: tick new, the fill and the score before the round. Round 1 has no fill; its score is 0 0.
kamisado-sheet-tick-help-3 = A blocked tower: its colour, 0 and the colour it stands on. At a deadlock the repeated blocked entry may be ticked or left out.
kamisado-sheet-tick-help-4 = After an oshi the pushed player ticks their pushed tower farthest from the pusher, ↓, 1 and the colour it lands on.
kamisado-sheet-tick-help-5 = A round longer than its section goes on in the next one: tick continued there.
kamisado-sheet-tick-help-6 = When White starts a round, Black's half of its first line stays empty.
kamisado-sheet-tick-help-7 = Keep the four corner squares in the photo, in even light.

## errors: position strings and requests

kamisado-position-fields = board, side, tower, state, last square
kamisado-position-not-a-tower = '{ $letter }' is not a tower letter (O B P K Y R G N, upper case White, lower case Black) or a count of empty squares
kamisado-position-teeth = a tower in play has at most 3 teeth
kamisado-position-side = the side to move is 'b' or 'w'
kamisado-position-required = the tower to move is a colour letter (O B P K Y R G N) or '-'
kamisado-position-state = the state is '-', '!' or the letters of the towers found blocked in this run of passes
kamisado-position-last = the last field is a square a1…h8
kamisado-position-no-last-tower = no tower stands on { $square }, the square of the last moved tower
kamisado-setup-missing = { $tower } is missing
kamisado-setup-twice = { $tower } is placed twice
kamisado-setup-square-taken = two towers stand on { $square }
kamisado-setup-already-home = { $tower } stands on its opponent's home row too: only one tower can have won the round
kamisado-setup-pushed-at-start = no oshi can be pending when the round has just started
kamisado-no-such-match = no Kamisado match is called { $variant }


## errors: scanning photos of the tick form

kamisado-scan-markers-few = found { $found } of the form's four corner markers
kamisado-scan-markers-none = the form's corner markers were not found: no four of the { $found } square rings in the photo stand as its corners
kamisado-scan-markers-help = photograph the whole page, with the four black corner squares visible, in even light
kamisado-scan-page-code = the page code cannot be read: { $reason }
kamisado-scan-page-code-help = the row of small squares at the top of the page must be visible and unmarked
kamisado-scan-code-check = the page code's check bits do not match (a cell was misread)
kamisado-scan-code-game = the page code names an unknown game ({ $code })
kamisado-scan-same-page = { $first } and { $second } are both page { $page }
kamisado-scan-same-page-help = give one photo of each page of one sheet: pages of two sheets, or two photos of one page, cannot be read as one record
kamisado-scan-page = page { $page }
kamisado-scan-missing-page = page { $page } of the sheet is missing (the photos are { $given })
kamisado-scan-missing-page-help = photograph page { $page } too and give every page: a record cannot be read across a missing page
kamisado-scan-missing-pages = pages { $first } to { $last } of the sheet are missing (the photos are { $given })
kamisado-scan-missing-pages-help = photograph pages { $first } to { $last } too and give every page: a record cannot be read across a missing page
kamisado-scan-blank-page = no tick read on page { $page } ({ $photo })
kamisado-scan-blank-page-help = give the photos of the filled pages; if this page has ticks, they are too light for the photo: go over them with a dark pen, in even light
kamisado-scan-unwritten-page = nothing written was read on page { $page } ({ $photo })
kamisado-scan-unwritten-page-help = give the photos of the written pages; if this page has writing, it is too light for the photo: go over it with a dark pen, in even light

## imp: importers (records of other programs, `kifu convert --from`)

kamisado-import-illegal = { $written }: refused by the book's rules
kamisado-import-illegal-help = kifu replays every converted move by the book; this move cannot be played here, so the record stops before it
kamisado-import-no-tower = no tower of { $side } stands on { $square }
kamisado-import-after-end = the round is already over: this move comes after its end
kamisado-import-after-end-help = remove the moves after the end of the round
kamisado-import-reset-mid-round = the round is not over: a new round cannot start here
kamisado-import-wrong-side = it is { $side }'s move here, not { $written }'s
kamisado-import-too-long = the file holds more than { $max } moves or lines
kamisado-import-everyboard-json = not a JSON list of EveryBoard moves: { $error }
kamisado-import-everyboard-move = not an EveryBoard Kamisado move
kamisado-import-everyboard-coord = a square off the board (x and y run from 0 to 7)
kamisado-import-everyboard-help = an EveryBoard record is a JSON array of moves: "PASS", {"{"}"first": [x, y], "second": [x, y]{"}"}, or a number x1·4096 + y1·256 + x2·16 + y2
kamisado-import-everyboard-pass-colour = after this pass EveryBoard has { $side } move { $program }; the book (D6) makes it { $book }, the colour of the square under the blocked tower
kamisado-import-everyboard-pass-colour-help = kifu replays the book: from here a move EveryBoard allowed may be refused
kamisado-import-everyboard-deadlock = EveryBoard ends the game here: { $side } cannot move after a pass and loses; the book (D8) does not end the round here
kamisado-import-everyboard-deadlock-help = kifu replays the book: the record is left where the book's round stands
kamisado-import-aikisado-line = not a line of an Aikisado save file
kamisado-import-aikisado-help = an Aikisado save file has lines `GameType: …`, `Reset: Normal`, `Reset: RTL`, `Reset: LTR`, `MoveBlack:12(Red) to:28(Pink)` and `PushWhite:…`, each square with its colour on the board
kamisado-import-aikisado-colour = square { $index } is { $board } on the board, not { $written }
kamisado-import-aikisado-first-reset = the first round must start with `Reset: Normal`
kamisado-import-aikisado-reset = Aikisado put every tower back on its own colour for this round; the book places them from the left or the right (P1–P4)
kamisado-import-aikisado-reset-help = kifu cannot replay this round or the ones after it: keep the lines before this one
kamisado-import-aikisado-first-help = the loser of a round starts the next one (P4); Aikisado against its AI always lets Black start
kamisado-import-aikisado-score = Aikisado scores this round { $program } points; the book scores { $book }
kamisado-import-aikisado-score-help = kifu scores by the book (the tooth just earned: 1, 2, 4 or 8 points): the match score differs from Aikisado's from here
kamisado-import-aikisado-gridlock = the book's deadlock (D8) ends the round here; Aikisado calls a gridlock only after nine skipped turns
kamisado-import-aikisado-gridlock-help = kifu scores the round by the book: the player who made the last real move loses
kamisado-import-hackerrank-help = a HackerRank position is a line `1` or `2`, eight rows of eight two-letter cells (the cell's colour, then its pawn), and a line with the colour to move or `-`
kamisado-import-hackerrank-lines = a HackerRank position has 10 lines, not { $found }
kamisado-import-hackerrank-turn = the first line must be `1` or `2` (whose turn it is)
kamisado-import-hackerrank-row = a row has 16 characters (8 cells of 2), not { $found }
kamisado-import-hackerrank-cell = not one of the colour letters O L M P Y R G B
kamisado-import-hackerrank-board = this letter names another colour elsewhere: the cells are not Kamisado's board (square { $square })
kamisado-import-hackerrank-twice = { $tower } stands twice on the board
kamisado-import-hackerrank-next = the last line must be the colour letter of the pawn to move, or `-` for the first player's first move
kamisado-import-hackerrank-blocked = HackerRank ends the game here, { $side } being unable to move; the book (D6) has { $side } pass
kamisado-import-hackerrank-blocked-help = kifu replays the book: the position is kept, with the pass to come

## hw (issue 36 phase B): the handwriting sheet read from a photo
kamisado-scan-other-form = this photo is of another form: its page code says `--form { $form }`
kamisado-scan-other-form-help = read it with `kifu scan --form { $form }`
