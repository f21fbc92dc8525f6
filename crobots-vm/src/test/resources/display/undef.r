main()
{
  x = 1;
  y = 2;
  foo(3);
}
