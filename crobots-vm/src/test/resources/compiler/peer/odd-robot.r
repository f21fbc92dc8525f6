/* odd: a robot written with the original's odd forms: assignments to
   unary expressions, calls applied to expressions (they call the last name read) */
int dir, range, turn;
main()
{
  dir = rand(360);
  while (1) {
    range = scan(dir, 10);
    if (range > 0 && range < 700)
      cannon(dir, range);
    else
      (dir + 20) %= 360;        /* stores into dir: (dir + 20) % 360 */
    if (loc_x() < 200 || loc_x() > 800 || loc_y() < 200 || loc_y() > 800)
      drive + 1(dir + 180, 70); /* calls drive(dir + 180, 70): the last name read before "(" */
    else
      (turn) = drive(dir, 40);
    speed() < 5(1);             /* calls speed (the last name read) with one argument */
    -turn = damage();           /* stores into turn */
  }
}
