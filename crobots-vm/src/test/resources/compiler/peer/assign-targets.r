/* assign-targets: any unary expression left of an assignment; stores into the last name read */
int e;
main()
{
  int d, x;
  (d+1) %= 360;
  damage() = 1;
  x = speed() < 5(1);
  -d = e;
  7 += 1;
  ++d = 4;
  d++ = 4;
  (d) = 2;
  (x + e * 2) <<= d;
  drive(0, 0)(1);
  d = e = (x)++;
}
