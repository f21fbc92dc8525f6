/* a byte 0xFF read fresh (after a blank, a comment, a dropped byte, or a token that cannot go on)
   takes the byte after it: echoed (but a NUL or a byte over 127), no token, not counted in the caret
   column (a newline does not reset it); after a name, a number or an operator that might go on it is
   just dropped */
int x, y;
main()
{
  x = (1)ÿ3 + 4;
  y = x ÿ+- 5;
  x = yÿÿ+- 7;
  y = x +ÿ 7 ÿè- 1;
  x = 1 /*c*/ÿÿÿ2;
  x = y ÿ
+ 2 3;
}
