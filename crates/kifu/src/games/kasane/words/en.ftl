# Colors of Kasane: the words of the handwritten score sheet (`kifu sheet`).
player = Player
grid = Grid
row = Row
card = Card
combination = Combination
points = Pts
total = Total
help = A game has 3 rounds with 3 players, 4 with 4. Grid: the cards dealt, row by row (3 players: 3 rows of 5; 4 players: 4 rows of 4). Each turn: the player, the row, the card taken, the combination completed and its points.
