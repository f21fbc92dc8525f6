/* a function head without parameter list: no new function, the body extends the previous
   function (as does a declaration list ending in one); declarations in it are externals */
main()
{
}
yy
{
  a = 1;
}
int q, zz int b;
{
  b = q;
}
foo()
{
  c = b;
}
