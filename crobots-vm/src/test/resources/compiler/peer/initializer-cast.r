/* a brace initializer {v, {v, v},} (not empty): each value's code, one CHOP, the warning at its closing
   brace; a cast may have an abstract declarator, (int (())(long ())), but (int ()(())) is an error */
int g = {1, {2, 3},}, h;
main()
{
  int q = {g, rand(4)}, r = 5;
  q = (int (())()) r + (long (()())) 2 + (int ()(long ())) 3 + (int ((int))) 4;
  r = (int (q)) 1;
}
