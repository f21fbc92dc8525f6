/* echo-bytes: the listing writes the bytes it read: è é ÿ Ã¨   */
int x; /* café */
main()
{
  x = 1; èµ $ @ # ` 
  /* tab	here */ drive(x, 50);
}
