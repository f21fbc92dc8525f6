/* no cast right after ++ or --: -(long)~7, ++-(int)a and ++(a) compile, ++(int)a is a syntax error at int */
main()
{
  a = -(long)~7 + ++-(int)a + ++(a);
  b = --(long)a;
}
