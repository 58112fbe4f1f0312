### kamisado's messages in English (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


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


## Other texts: outcomes, pictures, moves

# The notes `kifu scan` gives on a photographed tick-box sheet, and writes in the record.
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place }: { $note }
kamisado-scan-cell = page { $page }, line { $line }, { $side ->
    [black] Black
   *[white] White
}
kamisado-scan-section = page { $page }, section { $section }
kamisado-scan-reading = { $reading }
kamisado-scan-nothing = nothing
kamisado-scan-all-boxes = all the boxes
kamisado-scan-field = { $field ->
    [tower] tower
    [direction] direction
    [distance] distance
   *[landing] landing
}
kamisado-scan-fields = { $fields }
kamisado-semicolon = { $first }; { $rest }
kamisado-scan-section-marks = { $marks ->
    [new] only `new` is ticked
    [continued] only `continued` is ticked
    [neither] neither `new` nor `continued` is ticked
   *[both] both `new` and `continued` are ticked
}; { $taken ->
    [continued] it goes on with round { $number }
   *[new] it starts round { $number }
}
kamisado-scan-header-unfit = its header boxes do not fit
kamisado-scan-decided-header = { $place }: decided by the rules: { $said }
kamisado-scan-decided-header-label = as the game goes on
kamisado-scan-decided-header-help = tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes, clearly
kamisado-scan-fill-decided = fill decided; its boxes read { $fill ->
    [left] left
    [right] right
   *[none] none
}
kamisado-scan-uncertain-header = { $place }: the header of round { $number } is uncertain
kamisado-scan-uncertain-header-label = another fill, or another start of the round, replays about as well
kamisado-scan-uncertain-header-help = tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes clearly
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
kamisado-scan-illegal-header-help = check the `new`, `continued`, fill and score boxes of this header
kamisado-scan-no-move-note = ticks { $marks } where no entry can stand
kamisado-scan-no-move = { $place }: ticks where the game has no move
kamisado-scan-no-move-label = read here
kamisado-scan-no-move-help = the round is over or it is the other side's turn: rub out these ticks or check the entries before
kamisado-scan-left-out-note = ticks { $marks }, left out: the record stops before
kamisado-scan-left-out = { $place }: the ticks read { $marks }{ $more ->
    [0] {""}
    [one] {" "}(and those of 1 more entry after it)
   *[other] {" "}(and those of { $more } more entries after it)
}, which the record leaves out: it stops before this entry
kamisado-scan-left-out-label = the record stops here
kamisado-scan-left-out-help = no entry the rules allow here fits the ticks: look at the boxes of { $place } and of the entries before it, tick them again clearly and scan again, or write the rest of the record by hand
kamisado-scan-uncertain-empty-note = left empty; uncertain: also { $alts }
kamisado-scan-uncertain-empty = { $place }: left empty in the record, but the ticks also read as { $alts }
kamisado-scan-uncertain-empty-label = read as empty, but not surely
kamisado-scan-uncertain-empty-help = look at the boxes of { $place } and correct the record by hand, or tick them again clearly and scan again
kamisado-scan-ignored-note = faint marks { $marks } where no entry can stand, left out
kamisado-scan-ignored = { $place }: faint marks (read as { $marks }) where no entry can stand were left out
kamisado-scan-ignored-label = left out
kamisado-scan-ignored-help = rub out marks outside the entries of the game
kamisado-scan-decided = decided; { $how ->
    [faint] the ticks are faint or doubled
   *[read] the ticks read { $marks }
}{ $other ->
    [reading] , { $alt } does not replay as well
    [empty] , an empty cell does not replay as well
   *[none] {""}
}
kamisado-scan-decided-label = decided by the rules
kamisado-scan-decided-help = the entries around it decide this one; look at the boxes of { $place } if in doubt
kamisado-scan-uncertain-note = uncertain; also { $alts }
kamisado-scan-uncertain = { $place }: the ticks also read as { $alts }
kamisado-scan-uncertain-label = read as this, but not surely
kamisado-scan-uncertain-help = look at the { $fields } boxes of { $place } and correct the record by hand, or tick them again clearly and scan again
kamisado-scan-illegal-note = the ticks read { $marks }, not a legal move here
kamisado-scan-illegal = { $place }: the ticks read { $marks }, which is not a legal move here
kamisado-scan-illegal-label = the nearest legal move, put in its place
kamisado-scan-illegal-help = look at the { $fields } boxes of { $place }: the sheet itself may be wrong
