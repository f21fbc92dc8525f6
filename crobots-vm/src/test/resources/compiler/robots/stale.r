/* stale: main has 18 locals; f uses the 18th, which survives as a stale local (offset 17) */
main()
{
  int a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17;
  a17 = 3;
  while (1) f();
}
f()
{
  a17 = a17 + 1;
  return a17;
}
