/* undefined-functions: each one is reported */
main()
{
  one(1);
  x = two() + scan(1, 2);
  three(x);
}
one(a) { }
