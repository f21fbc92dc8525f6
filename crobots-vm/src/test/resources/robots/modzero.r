/* modzero: a remainder by zero (the original died with SIGFPE) and a quotient by zero */
int r, q;

main()
{
  r = 7 % 0;
  q = 7 / 0;
  while (1)
    ;
}
