main()
{
  int a = 3;
  while (1) { break; }
}
