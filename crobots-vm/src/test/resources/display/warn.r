main()
{
  int a;
  a = 1;
  a++;
  while (1) { b = 1; }
}
