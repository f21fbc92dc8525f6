/* tricky.r: grammar corners a 1985-2020 tournament robot may use.
   Its listing (tricky.listing.txt) was checked by hand against the spec's templates. */
extern int target_heading;   /* 7 significant characters: target_ */
register long speed_max;
auto int calls;

main()
{
  long dist; auto a; register int b;
  int target_range;          /* also target_: a local that hides the external */
  dist = 0;
  target_heading = target_range = 90;
  while (1) {
    if (a) if (b) dist = 1; else dist = 2;   /* the else is the inner if's */
    calls += countdown(3);
    if (dist > 700)
      break;
  }
}

countdown(n)
int n;
{
  if (n <= 0)
    return;
  return (countdown(n - 1) + 1);
}

/* end */
