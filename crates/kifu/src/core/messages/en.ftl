### kifu's own words in English, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/en.ftl.

## Lists

list-comma = {", "}
list-and = {" and "}

## Diagnostics: the label of text skipped to recover

skipped = skipped

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.

## Counts

record-count = { $count ->
    [one] 1 record
   *[other] { $count } records
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)
record-invalid-utf8 = the file is not valid UTF-8 (bad byte at offset { $offset })
record-invalid-utf8-label = not UTF-8
record-invalid-utf8-help = save the record as UTF-8 (most editors offer it under "Save as… / Encoding")
record-duplicate-tag = the tag `{ $key }` is given twice
record-duplicate-tag-label = given again here
record-duplicate-tag-first = first given here
record-duplicate-tag-help = keep one of the two tags and delete the other
record-tag-expected-key = expected a tag name (letters, digits, `_`) after `[`
record-tag-expected-close = expected `]` to close the tag
record-tag-expected-value = expected the value in double quotes
record-tag-unknown-escape = unknown escape: only `\"` and `\\` are allowed in a value
record-tag-unclosed-quote = this quote is never closed on its line
record-bad-tag = malformed tag: { $what }, found { $found }
record-bad-tag-in = in this tag
record-bad-tag-help = write a tag as [Key "Value"] on one line, e.g. [White "Ada"]; inside the quotes write \" for a quote and \\ for a backslash
record-unclosed-comment = this comment is never closed
record-unclosed-comment-label = comment opened here, no `{"}"}` follows
record-unclosed-comment-help = close the comment with `{"}"}` (comments do not nest; use `;` for a comment to the end of the line)
record-tag-after-moves = a tag after the moves
record-tag-after-moves-label = tag after the moves
record-found-token = `{ $token }`
record-found-end-of-line = the end of the line
record-found-end-of-record = the end of the record
record-unexpected = unexpected `{ $token }`: { $what }
record-unexpected-label = not understood
record-move-number = move number { $written }, but this is move { $expected }
record-move-number-label = expected { $expected }
record-move-number-run = { $help }; { $more ->
        [one] the next move number follows on from it and is
       *[other] the next { $more } move numbers follow on from it and are
    } { $by } too { $way ->
        [high] high
       *[low] low
    } as well
import-place = { $record ->
        [0] {""}
       *[other] record { $record }{ $round ->
            [0] {""}
           *[other] {", "}
        }
    }{ $round ->
        [0] {""}
       *[other] round { $round }
    }{ $ply ->
        [0] {""}
       *[other] { $record ->
            [0] { $round ->
                [0] {""}
               *[other] {", "}
            }
           *[other] {", "}
        }ply { $ply }
    }
import-note = { $place }: { $message }
import-serde = { $error }
import-does-not-replay = the record written from these moves does not replay: { $problem }


## Outcomes: how a record stands (cli-core)
outcome-nothing = {""}
outcome-not-checked = result not checked
outcome-samourai-not-replayed = not replayed: the board is not valid
outcome-kaito-not-set-up = the game could not be set up
outcome-several = { $first }; { $rest }
outcome-comma = { $first }, { $rest }
outcome-kamisado-match-won = { $winner } won the match { $won }-{ $lost } (Black { $black }, White { $white })
outcome-kamisado-round-over = round { $round } is over; { $winner } chooses the fill (from left or right) for round { $next }
outcome-kamisado-pushed = round { $round }: { $side } was pushed back and passes (write the pushed entry)
outcome-kamisado-any-tower = round { $round }: { $side } to move, any tower
outcome-kamisado-to-move = round { $round }: { $side } to move { $tower }
outcome-kamisado-to-move-blocked = round { $round }: { $side } to move { $tower }, which is blocked (0)
outcome-kaito-to-move = { $side } to move
outcome-kasane-score = { $player } { $total }
outcome-kasane-won = { $winners } wins ({ $scores })
outcome-kasane-shared = shared win: { $winners } ({ $scores })
outcome-kasane-deal = round { $round } to deal
outcome-kasane-play = { $player } to play (round { $round })


## Command line: summaries, usage, files, moves, JSON (cli-core)

cli-validate-summary = { $records ->
        [one] 1 record
       *[other] { $records } records
    }: { $valid } valid ({ $unfinished } of them unfinished), { $invalid } invalid; { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }; { $mb } MB in { $secs } s ({ $rate } MB/s)
cli-validate-record = { $file }{ $record ->
        [0] {""}
       *[other] {" "}(record { $record })
    }: { $valid ->
        [yes] valid
       *[no] INVALID
    } ({ $status ->
        [finished] finished
       *[unfinished] unfinished
    }, { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }{ $errors ->
        [0] {""}
        [one] , 1 error
       *[other] , { $errors } errors
    }){ $after }
cli-validate-after = {" "}— { $summary }
cli-validate-stopped = replay stopped at line { $line }, column { $column }; nothing after it was checked
cli-validate-guessed = { $not_checked }: from line { $line }, column { $column } the replay went on under a correction the entries after it do not settle
cli-kifu-json = this is kifu's JSON form of a { $game } record, not a record
cli-kifu-json-label = JSON
cli-kifu-json-help = `kifu convert { $file } --to { $game }` writes it back as a record, which `kifu validate` checks
cli-error = error: { $error }
cli-error-in = error: { $file }: { $error }
cli-io = cannot read or write { $path }
cli-io-cause = { $kind ->
       *[other] { $os }
    }
cli-invalid = the input is not valid
cli-cannot-read = cannot read { $file }: { $cause }
cli-cannot-read-help = check the path and its permissions
cli-refusal = --{ $flag } { $given }: this game knows { $known }
cli-no-record = { $file } holds no record: { $why ->
        [empty] it is empty
        [comments] it holds only comments
       *[either] it is empty, or holds only comments
    }
cli-no-record-label = no record here
cli-no-record-help = a record starts with its tags, such as `[Game "Kamisado"]`, then the moves
cli-no-record-file = no record file in the directory { $dir } (*.{ $extensions })
cli-no-record-file-help = give the record files themselves, or a directory holding some
cli-unknown-game = cannot tell which game this record is
cli-unknown-game-label = no [Game] tag
cli-unknown-game-help = add a tag such as `[Game "Kamisado"]`, name the file *.kamisado, or pass --game kamisado
cli-replay-stopped = { $file }: the replay stopped at line { $line }, column { $column }; what follows is the last position reached before it
cli-not-valid = { $file }: the input is not valid (see above)
cli-holds-no-record = { $file } holds no record
cli-record-out-of-range = --record { $n }: { $file } holds { $count ->
        [one] 1 record
       *[other] { $count } records
    }
cli-fmt-does-not-parse = error: { $file } does not parse; nothing was changed
cli-fmt-does-not-replay = error: { $file } does not replay; nothing was changed
cli-fmt-does-not-replay-see-above = error: { $file } does not replay (see above); nothing was changed
cli-fmt-written-all-the-same = error: { $file } does not replay (see above); its layout was written all the same
cli-fmt-not-canonical = { $file } is not in the canonical layout (run `kifu fmt --write { $file }`)


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


## moves: pictures (captions under the boards, `kifu moves`' headings)

# The caption after a ply: `after ply 2 (White: Yellow ↑5 Red)`; a ply as each game calls it.
picture-caption-after = after { $unit } { $n } ({ $side }: { $written })
picture-unit-ply = ply
picture-unit-move = move
picture-unit-turn = turn
# `kifu moves`' heading: the point, then how many legal moves (Samouraï) or turns (Kaitō).
moves-heading-moves = { $point }; { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}
moves-heading-turns = { $point }; { $count ->
    [one] { $count } legal turn
   *[other] { $count } legal turns
}
moves-after-move = after move { $n }: { $outcome }
moves-after-turn = after turn { $n }: { $outcome }
# A ply in the viewer's move list: who played it and what.
viewer-played = { $side }: { $written }
# A JSON move's `written` that is not the move: the note of the import.
import-written-empty = `written` is empty: written `{ $instead }` instead
import-written-disagrees = `written` says `{ $given }`, which is not this move: written `{ $instead }` instead

## sheets: printed forms
# The blank score sheets (`kifu sheet`, `kifu::sheet`): the words every sheet prints.
sheet-title = { $game } — score sheet
# A field's label, before the line to write on (`Event:`).
sheet-label = { $label }:
sheet-event = Event
sheet-date = Date
sheet-place = Place
sheet-round = Round
sheet-round-number = Round { $number }
sheet-score = Score
sheet-result = Result
sheet-signatures = Signatures
# `kifu sheet`'s usage errors.
cli-sheet-ticks-kamisado-only = the tick form exists for Kamisado only: use --game kamisado
cli-sheet-pages-need-files = several pages of { $format } need files: add -o FILE.{ $ext }

## errors: requests the library refuses, position strings (GameError, PositionError)

usage-unsupported = { $game } has no { $kind } { $given }: it knows { $known }
usage-no-record = the input holds no record
usage-json-write = cannot write JSON: { $error }
usage-json-read = cannot read JSON: { $error }
usage-no-position-strings = { $game } has no position strings
usage-no-setup-file = { $game } takes no set-up file
usage-not-replayed = the record could not be replayed
usage-no-ply = round { $round } has no ply { $ply }: --ply goes from 0 to { $last }
usage-no-round = there is no round { $round }: the record has rounds 1 to { $last }
usage-round-plies = round { $round } has { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }; --ply goes from 0 to { $plies }
usage-round-turns = round { $round } has { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }; --ply goes from 0 to { $turns }
usage-one-game = a { $game } record is one game: there is no round { $round }
usage-no-such-ply = there is no { $unit } { $ply }: the record has { $plies } { $unit ->
        [turn] { $plies ->
            [one] turn
           *[other] turns
        }
       *[move] { $plies ->
            [one] move
           *[other] moves
        }
    }
usage-generated-unread = a generated record does not read back: { $error }
usage-not-set-up = the game could not be set up
usage-json-not-set-up = a record could not be set up for JSON
position-bad = bad position string: { $reason } (at byte { $at })
position-fields = a position has { $min } fields separated by spaces ({ $names }); found { $found }
position-fields-between = a position has { $min } to { $max } fields separated by spaces ({ $names }); found { $found }
position-rank-too-long = rank { $rank } has more than { $size } squares
position-ranks = the board has { $size } ranks separated by '/', found { $found }
position-empty-count = empty squares are counted 1 to { $size }
position-rank-length = rank { $rank } has { $found } squares, not { $size }


## errors: command line

cli-which-game = cannot tell which game { $name } is: add a [Game "…"] tag, use the file extension (.{ $extensions }), or pass --game
cli-setup-too-big = --{ $flag } { $path }: more than { $limit } bytes; a set-up file is a few short lines
cli-setup-not-utf8 = --{ $flag } { $path }: not UTF-8 text
cli-setup-refused = --{ $flag } { $path }: { $error }
cli-setup-invalid = --{ $flag } { $path }: not a valid set-up file (its problems are above)
cli-not-an-option = --{ $flags } is not an option of { $game }
cli-not-json = { $file } is not JSON: it is already notation; use `kifu fmt` to rewrite it
cli-already-json = error: { $file } is already JSON
cli-bad-json = error: { $file } is not valid JSON: { $error }
cli-bad-json-record = error: { $file }: record { $record } is not valid JSON: { $error }
cli-import-note = { $level ->
        [warning] warning
       *[error] error
    }: { $file }: record { $record }{ $item ->
        [0] {""}
       *[other] , item { $item }
    }{ $placed ->
        [yes] , { $within }
       *[no] {""}
    }: { $message }
cli-no-threads = cannot start { $threads } threads: { $error }
cli-overwrite-input = refusing to overwrite the input { $path } with the output; choose another -o, or add --force
cli-position-games = the position string is one of { $games }: pass --game
cli-position = --position: { $error }
cli-perft-done = perft { $depth } in { $secs } s ({ $rate } M leaves/s)
cli-no-flip = { $game }'s table has no sides to flip: leave out --flip
cli-dpi = --dpi { $dpi }: choose from 10 to 1200
cli-raster-svg = the SVG cannot be read: { $error }
cli-raster-dpi = { $dpi } dpi is out of range
cli-raster-size = a picture of { $width } × { $height } pixels cannot be drawn
cli-raster-png = the PNG cannot be written: { $error }
cli-raster-pdf = the PDF cannot be written: { $error }
cli-binary-terminal = a PNG or PDF is not for the terminal: add -o FILE or redirect the output
cli-several = { $file } holds { $total } records: say which with --record N{ $list }
cli-several-item = { $number }. { $players }: { $result }
cli-several-more = … and { $more } more (records { $from } to { $total })
cli-players-not-named = players not named
cli-result-not-checked = result not checked: the record does not replay
cli-result-unfinished = unfinished: { $outcome }
cli-json-error = { $line ->
        [0] { $detail }
       *[other] { $detail } at line { $line } column { $column }
    }


## errors: kifu scan

scan-unknown-match = unknown match length `{ $given }`: use simple, standard, long or marathon
scan-photo-unread = cannot read the photo { $path }: { $cause }
scan-overlay-unwritten = cannot write the overlay { $path }: { $cause }
scan-image-io = { $cause }
scan-image-format = { $cause }
scan-record-name = <scanned record>


## errors: the label of a diagnostic's help line

diagnostic-help-label = help:


## i18n: import
# A JSON record that is not one of the game's model (`kifu convert --to GAME`): `game` is
# the game's name in JSON (`kaito`), `error` serde_json's own words, `kind` a JSON type.
import-not-an-object = not a kifu { $game } JSON record: a record is an object, this is { $kind ->
        [null] null
        [boolean] a boolean
        [number] a number
        [string] a string
        [array] an array
       *[object] an object
    }
import-other-game = this is a record of `{ $given }`, not of { $game }: convert it with `--to { $given }`
import-not-a-move = not a move of a kifu { $game } JSON record: { $error }
import-not-a-record = not a kifu { $game } JSON record: { $error }
import-format-newer = this record is in format { $format } of kifu's { $game } JSON; this kifu reads format { $version }: update kifu
import-not-a-square = `{ $field }` is `{ $given }`, not a square
# How many of the moves (or turns: `what`) given replay.
import-moves-replay = { $what ->
        [turns] { $count ->
            [one] { $count } turn replays
           *[other] { $count } turns replay
        }
       *[moves] { $count ->
            [one] { $count } move replays
           *[other] { $count } moves replay
        }
    } of the { $given } given

## i18n: command line
# A path in a folder that is not a regular file (a named pipe, a socket): not read.
cli-not-a-file = not a regular file; skipped

## py: the Python package (crates/kifu-py)

py-unknown-game = cannot tell which game this text is: add a tag such as `[Game "Kamisado"]`, or pass game="kamisado"
py-json-no-game = cannot tell which game this JSON is: it has no "game" field naming one; pass game="kamisado"
py-json-not-json = the text is not JSON: { $error }

## web: the app

web-title = kifu – check a score sheet
web-game = Game
web-game-auto = { $game } (from the [Game] tag)
web-game-unknown = { $game }: no [Game] tag says which game this is; choose it here
web-language = Language
web-editor = Score sheet
web-open = Open a file…
web-share = Copy the link
web-shared = The link to this sheet at this point is copied (and in the address bar).
web-json = Download JSON
web-notation = Download notation
web-notation-lang = in
web-notation-style = style
web-own = as written
web-sheet = Blank sheet
web-print = Print a blank sheet
web-valid = ✓ No mistake. { $outcome }
web-problems = { $count ->
        [one] 1 problem
       *[other] { $count } problems
    }
web-empty = Type or paste a score sheet, or open a file.
web-not-replayed = This record does not replay: see the diagnostic.
web-record-of = record { $number } of { $count }
web-keys = Keys outside the editor: ← → one ply, ↑ ↓ one round, Home, End, f to flip the board. In the editor, the board follows the cursor.
web-privacy = Nothing leaves this page: the sheet stays in your browser. A link carries it after its #, which is never sent to a server.
web-refused = Not written: { $reason }
web-opened = { $file } opened.
cli-web-missing = this kifu was built without the web app: run scripts/build-web.sh (it needs `rustup target add wasm32-unknown-unknown`), then build kifu again

## ev: event

event-standings = Standings: { $game }
event-col-rank = #
event-col-player = Player
event-col-played = Played
event-col-won = Won
event-col-drawn = Drawn
event-col-lost = Lost
event-col-points = Points
event-col-sb = SB
event-col-own-kamisado = Round points
event-col-own-kasane = Scores
event-crosstable = Crosstable
event-tie-breaks = Tie-breaks
event-separated = { $above } above { $below }: { $by }
event-tb-head-to-head = head-to-head
event-tb-sonneborn-berger = Sonneborn-Berger
event-tb-game-points = the game's own points
event-unfinished = unfinished, not counted: { $at } ({ $players })
event-apart-heading = Not counted: did not replay
event-apart = { $file }:{ $line }:{ $column }: record { $record } ({ $players }): { $problem }
event-apart-as-written = counted as written ([Result])
event-copies-heading = The same game twice
event-copy-same = { $other } is the same game as { $kept }: counted once
event-copy-prefix = { $other } is the beginning of { $kept }: counted once
event-copy-disagree = { $other } and { $kept } differ from round { $round }, ply { $ply }; { $kept } replays, { $other } does not: only { $kept } is counted
event-copy-disagree-neither = { $other } and { $kept } differ from round { $round }, ply { $ply }; neither replays
event-maybe-heading = Possibly the same person
event-maybe-same = { $first } and { $second } ({ $why })
event-why-accents = accents only
event-why-order = the same names in another order
event-why-initials = an initial for a name
event-record = { $file } record { $record }
event-not-replayed = { $count ->
    [one] 1 record did not replay: not counted
   *[other] { $count } records did not replay: not counted
}
event-no-record = no record to put together
event-same-player = one name on two seats, not counted: { $at } ({ $players })

## imp: importers
cli-from-to = `--from` reads Kamisado records: write them with `--to kamisado`, `json` or `jsonl`, not `{ $to }`

## site: kifu site, the event published as a static site

site-players = Players
site-games = Games
site-games-of = Games of { $player }
site-col-game = Game
site-col-opponent = Opponent
site-col-result = Result
site-won = won
site-drawn = drawn
site-lost = lost
site-not-counted = not counted
site-back = Standings
site-download = Download
site-notation = the sheet (.{ $extension })
site-json = JSON
site-copy-of = This sheet is a copy of a game written elsewhere: { $kept } is the one counted.
site-out-is-input = the site's folder { $out } is the input { $input }, holds it or is inside it: choose a folder of its own for the site
site-not-a-site = { $out } holds files and was not written by kifu site: choose an empty or new folder, or add --force to write over its files
site-engine = the web app this kifu carries has not the layout kifu site splits: build it again (scripts/build-web.sh), then kifu
site-written = { $count ->
    [one] { $count } file written in { $out }
   *[other] { $count } files written in { $out }
}

## webscan: scanning a tick form in the web app
web-scan = Scan a score sheet
web-scan-reading = { $count ->
        [one] Reading the photo…
       *[other] Reading { $count } photos…
    }
web-scan-done = { $count ->
        [0] Scanned: every entry read clearly
        [one] Scanned: 1 entry to check
       *[other] Scanned: { $count } entries to check
    }
web-scan-failed = The photos did not read as a record: nothing was put in the editor
web-scan-error = The photos could not be read: { $reason }
web-scan-choose = What is written here:
web-scan-chosen = { $entry } put in the record
web-scan-stale = The text changed since the scan: correct this entry by hand

## hw (issue 36 phase B): the handwriting sheet read from a photo
scan-forms-mixed = these photos are of two forms, the tick form and the handwriting sheet: scan each sheet on its own
