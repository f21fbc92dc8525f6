package io.github.retrokit.benchmarks.crobots;

/** Robot sources the CRobots benchmarks fight with (the reference test robots turret.r and pacer.r). */
final class ArenaRobots {

    private ArenaRobots() {
    }

    static final String TURRET = """
            int dir;

            main()
            {
              int range;
              int res;
              dir = rand(360);
              res = 10;
              while (1) {
                range = scan(dir, res);
                if (range > 0 && range <= 700) {
                  if (res > 2)
                    res = res / 2;
                  else
                    cannon(dir, range);
                } else {
                  if (res < 10) {
                    res = 10;
                  }
                  dir += 20;
                  if (dir >= 360)
                    dir -= 360;
                }
              }
            }
            """;

    static final String PACER = """
            int heading;
            int lastdmg;

            go(h)
            int h;
            {
              heading = h;
              drive(heading, 70);
            }

            look()
            {
              int r;
              int a;
              a = heading - 30;
              while (a <= heading + 30) {
                r = scan(a, 10);
                if (r > 0 && r <= 700)
                  cannon(a, r);
                a += 15;
              }
            }

            main()
            {
              lastdmg = damage();
              go(0);
              while (1) {
                look();
                if (heading == 0 && loc_x() > 900) {
                  drive(0, 0);
                  while (speed() > 0) ;
                  go(180);
                }
                if (heading == 180 && loc_x() < 100) {
                  drive(180, 0);
                  while (speed() > 0) ;
                  go(0);
                }
                if (damage() != lastdmg) {
                  lastdmg = damage();
                  if (loc_y() < 500) drive(90, 40); else drive(270, 40);
                  drive(heading, 70);
                }
              }
            }
            """;
}
