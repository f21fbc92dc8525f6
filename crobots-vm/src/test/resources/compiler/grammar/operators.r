/* operators.r: every operator, with K&R precedence and associativity */
int g;

main()
{
  int a, b, c;
  int d = 5, e;                       /* initializer: computed, discarded */
  a = b | c ^ d & e == a != b < c > d <= e >= a << b >> c + d - e * a / b % c;
  a = -b + !c - ~d;
  a = - -b;
  a = a || b && c;
  a += 1; a -= 2; a *= 3; a /= 4; a %= 5;
  a <<= 6; a >>= 7; a &= 8; a ^= 9; a |= 10;
  b = a++ + --c;                      /* postfix is prefix code */
  ++(a);
  g = (int) (long) a - 010;           /* casts make no code; 010 is ten */
  x_undeclared_long_name = 99999999999999999999;
  ;
  {}
  return (a);
}
