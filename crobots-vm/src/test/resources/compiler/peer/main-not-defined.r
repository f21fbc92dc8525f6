/* main-not-defined */
int a;
f()
{
  a = b;
  b++;
}
