# The words every blank score sheet prints.
sheet = score sheet
event = Event
date = Date
place = Place
round = Round
score = Score
result = Result
signatures = Signatures
