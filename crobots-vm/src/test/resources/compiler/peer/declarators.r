/* function declarators: a list may have them (int a, g(x), b;), each takes more parameter lists
   named by the last name read, and an initializer; the names after one are locals of what follows, and
   inside a body one is a new head: the function is from then on named g2 and starts there. Parameters
   always take new local entries, even when an entry (a stale one, 16+) has the name */
int a, g(x), b;
int f(p)(k), c = 3;
main(s)
{
  int a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, xx, yy;
  a = 1;
  {
    int g2(y);
    b = 2;
  }
  c = 3;
}
foo(yy, q, q)
{
  int xx, q;
  xx = yy + q + g(1) + g2(2);
}
