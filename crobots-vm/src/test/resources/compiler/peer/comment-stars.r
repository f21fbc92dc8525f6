/** comment-stars: the original drops every * inside a comment **/
/*/ a lone slash */
/* a*b **c*** d */
/*
 * a block
 * comment
 */
main()
{
  int a; /* x */ a = 2 /* y */ * 3; /***/ a = a /**/ * a;
}
/* ****** */
