/* Prints sizeof and offsetof of every message struct as gcc lays them out. */
#include <stddef.h>
#include <stdio.h>
#include "message.h"

#define F(type, field) printf(" %s=%zu", #field, offsetof(type, field))

int main(void) {
  printf("coordinate %zu", sizeof(coordinate)); F(coordinate, x); F(coordinate, y); printf("\n");
  printf("monster_message %zu", sizeof(monster_message));
  F(monster_message, new_position); F(monster_message, damage); F(monster_message, player_coordinate);
  F(monster_message, game_over); printf("\n");
  printf("monster_response %zu", sizeof(monster_response));
  F(monster_response, mr_type); F(monster_response, mr_content); printf("\n");
  printf("player_message %zu", sizeof(player_message));
  F(player_message, new_position); F(player_message, total_damage); F(player_message, alive_monster_count);
  F(player_message, monster_coordinates); F(player_message, game_over); printf("\n");
  printf("player_response %zu", sizeof(player_response));
  F(player_response, pr_type); F(player_response, pr_content); printf("\n");
  return 0;
}
