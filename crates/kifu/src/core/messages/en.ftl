### kifu's own words in English, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/en.ftl.

## Lists

list-comma = {", "}
list-and = {" and "}

## Diagnostics: the label of text skipped to recover

skipped = skipped

## Counts

record-count = { $count ->
    [one] 1 record
   *[other] { $count } records
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)

viewer-not-a-terminal = kifu replay draws on a terminal, and standard output is not one; to see a position use `kifu show FILE --ply N`, to share a game `kifu show FILE --format html -o game.html`
viewer-no-record = the input holds no record
viewer-cannot-show = { $file }: record { $number } cannot be shown
viewer-no-point = record { $number } has no point at round { $round }, ply { $ply }
viewer-last = (last)
viewer-record = Record { $number }
viewer-headline-more = { $message } (and { $more ->
    [one] { $more } more error
   *[other] { $more } more errors
})
viewer-title = kifu replay · { $record }
viewer-title-keys = ? keys  q quit
viewer-no-replay = This record does not replay.
viewer-no-picture = no picture at this point
viewer-moves = Moves
viewer-tags = Tags
viewer-round-heading = ── Round { $round } ──
viewer-at-start = Round { $round }, start
viewer-at-ply = Round { $round }, ply { $ply }: { $move }
viewer-no-position = no position
viewer-stops-here = the record stops here (see the diagnostic)
viewer-stops-at = a mistake stops the record at round { $round }, ply { $ply } (End goes there)
viewer-flipped = flipped
viewer-go-to = go to ply: { $typed }▏ (Enter)
viewer-too-small = enlarge the terminal to see the whole board; ? help
viewer-keys = ←/→ ply  ↑/↓ round  Home/End  g N go to ply  p records  ? help  q quit
viewer-no-sides = { $game }'s table has no sides: f does not flip it
viewer-ply-range = this round goes from ply 0 to { $last }
viewer-pick = Pick a record (↑/↓, Enter)
viewer-help-title = Keys (any key closes)
viewer-help-next = →  l          next ply
viewer-help-previous = ←  h          previous ply
viewer-help-next-round = ↓  PgDn       next round
viewer-help-previous-round = ↑  PgUp       previous round (or this round's start)
viewer-help-ends = Home / End    start / end of the record
viewer-help-go-to = g N Enter     go to ply N of this round
viewer-help-flip = f             flip the board (see it from the other side)
viewer-help-pick = p             pick another record of the file
viewer-help-help = ?             this help
viewer-help-quit = q  Esc        quit


## HTML page (view)

page-picker = Record
page-first = Start (Home)
page-previous = Previous ply (←)
page-next = Next ply (→)
page-last = End (End)
page-flip = Flip the board (f)
page-keys = Keys: ← → one ply, ↑ ↓ one round, Home, End. The address follows the position: copy it to link to this point.
page-keys-flip = Keys: ← → one ply, ↑ ↓ one round, Home, End, f to flip the board. The address follows the position: copy it to link to this point.
page-needs-script = This page needs JavaScript to step through the game.
page-no-replay = ⚠ This record does not replay: { $message } (see the diagnostic below).
page-mistake = ⚠ This record has a mistake: { $message }. The replay stops at round { $round }, ply { $ply }: { $link }.
page-mistake-link = go to round { $round }, ply { $ply } and see the diagnostic
page-round = Round { $round }
page-start = start
page-played = { $side } played { $move }
page-where = Round { $round }, ply { $ply }
page-no-sides = { $game }'s table has no sides: there is nothing to flip.


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
