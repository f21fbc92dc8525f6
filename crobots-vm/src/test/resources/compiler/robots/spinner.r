/* spinner: sweeps the scanner round, fires at anything in range,
   and runs for the opposite wall whenever it is hit */
int heading;          /* where the scanner points */
int last;             /* damage at the last check */

aim(d, r)             /* fire at a target, narrow the sweep */
int d, r;
{
  if (r > 0 && r <= 700) {
    cannon(d, r);
    return 1;
  }
  return 0;
}

flee()
{
  int way;
  way = (heading + 180) % 360;
  drive(way, 100);
  while (speed() > 0 && loc_x() > 50 && loc_x() < 950)
    ;
  drive(way, 0);
}

main()
{
  last = damage();
  while (1) {
    if (!aim(heading, scan(heading, 10)))
      heading += 20;
    heading %= 360;
    if (damage() != last) {
      last = damage();
      flee();
    }
  }
}
