/* bad2 */
int g;

main()
{
  int a;
  a = 1 +* 2;
}
