/* rover: wanders between random points away from the walls, sweeping its scanner and firing on contact */
int dir;
int tx, ty;

pick()
{
  tx = 150 + rand(700);
  ty = 150 + rand(700);
}

heading()
{
  int dx, dy, h;
  dx = tx - loc_x();
  dy = ty - loc_y();
  if (dx == 0) {
    if (dy > 0) h = 90; else h = 270;
  } else {
    h = atan(dy * 100000 / dx);
    if (dx < 0) h += 180;
    if (h < 0) h += 360;
  }
  return (h);
}

near()
{
  int dx, dy;
  dx = tx - loc_x();
  dy = ty - loc_y();
  return (dx * dx + dy * dy < 2500);
}

main()
{
  int range;
  pick();
  dir = rand(360);
  while (1) {
    if (near()) {
      drive(heading(), 0);
      while (speed() > 49) ;
      pick();
    }
    drive(heading(), 50);
    range = scan(dir, 10);
    if (range > 0 && range <= 700) {
      cannon(dir, range);
      dir -= 10;
    } else {
      dir += 20;
    }
    if (dir >= 360) dir -= 360;
    if (dir < 0) dir += 360;
  }
}
