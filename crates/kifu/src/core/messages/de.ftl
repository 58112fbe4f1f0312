### kifu's own words in German, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/de.ftl.

## Lists

list-comma = {", "}
list-and = {" und "}

## Diagnostics: the label of text skipped to recover

skipped = übersprungen

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.
syntax-unexpected = unerwartetes `{ $text }`: { $what }
syntax-not-understood = nicht verstanden

## Counts

record-count = { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)


## HTML page (view)


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
