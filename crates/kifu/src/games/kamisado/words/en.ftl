# Kamisado: the words of the handwritten score sheet (`kifu sheet`).
black = Black
white = White
match-length = Match: ☐ simple (1)  ☐ standard (3)  ☐ long (7)  ☐ marathon (15)
fill = Fill
from-left = from left
from-right = from right
column-tower = Tower
column-direction = Dir.
column-distance = Dist.
column-landing = Landing
help = Direction: ↑ straight  ↖ diagonal left  ↗ diagonal right  ↓ pushed back. A blocked tower: 0 and the colour it stands on.

# The tick-box score sheet (`kifu sheet --form ticks`).
tick-title = Kamisado — tick score sheet
tick-page = Page
tick-black = Black
tick-white = White
tick-round = Round
tick-new = new
tick-continued = continued
tick-fill = Fill
tick-score = Score
tick-tower = Tower
tick-direction = Dir.
tick-distance = Distance
tick-landing = Landing
tick-event = Event
tick-date = Date
tick-signatures = Signatures
tick-help-1 = Tick one box per field, with a cross or a check. To correct a tick, fill the wrong box solid and tick the right one.
tick-help-2 = Each round starts a new section: tick new, the fill and the score before the round. Round 1 has no fill; its score is 0 0.
tick-help-3 = A blocked tower: its colour, 0 and the colour it stands on. At a deadlock the repeated blocked entry may be ticked or left out.
tick-help-4 = After an oshi the pushed player ticks their pushed tower farthest from the pusher, ↓, 1 and the colour it lands on.
tick-help-5 = A round longer than its section goes on in the next one: tick continued there.
tick-help-6 = When White starts a round, Black's half of its first line stays empty.
tick-help-7 = Keep the four corner squares in the photo, in even light.
