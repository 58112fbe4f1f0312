### kifu's own words in English, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/en.ftl.

## Lists

list-comma = {", "}
list-and = {" and "}

## Diagnostics: the label of text skipped to recover

skipped = skipped

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.
syntax-unexpected = unexpected `{ $text }`: { $what }
syntax-not-understood = not understood

## Counts

record-count = { $count ->
    [one] 1 record
   *[other] { $count } records
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)


## HTML page (view)


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
