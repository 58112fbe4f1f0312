# Kaitō: the words of the handwritten score sheet (`kifu sheet`).
side-left = Red
side-right = Black
field-1 = First
field-2 = Layout
column-1 = To
column-2 = Captured
column-3 = Exchange
help = To: the square the Kaito goes to. Captured: the token taken (rS, bH, r1…). Exchange: = H 3+2.
