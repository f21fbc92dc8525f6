f()
{
  return 1;
}
