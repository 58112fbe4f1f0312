### kifu's own words in French, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/fr.ftl.

## Lists

list-comma = {", "}
list-and = {" et "}

## Diagnostics: the label of text skipped to recover

skipped = ignoré

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.
syntax-unexpected = `{ $text }` inattendu : { $what }
syntax-not-understood = non compris

## Counts

record-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)


## HTML page (view)


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
