### kifu's own words in French, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/fr.ftl.

## Lists

list-comma = {", "}
list-and = {" et "}

## Diagnostics: the label of text skipped to recover

skipped = ignoré

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
